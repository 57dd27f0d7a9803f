/** Saves a blob or data URL under a file name through a temporary download link. */
export function saveFile(content: Blob | string, fileName: string): void {
  const href = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started once click() returns; the object URL can go a little later
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
