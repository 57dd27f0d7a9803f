/**
 * The Content-Disposition of every download: a header that survives any file name, an
 * ASCII fallback and the exact name in RFC 5987 form. `inline` for a file the browser shows
 * (a PDF preview), `attachment` (saved) otherwise.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/;]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A part of a file name from any text (a unit's title): letters, digits, . _ - kept, the rest "_". */
export const fileNamePart = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 60);
