import { saveFile } from '@/lib/chart-export/save-file.ts';

/** How long an opened file's address lives: long enough for the new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Shows a file (a PDF) in the tab opened for it when it was asked for; where no tab could be
 * opened (a pop-up blocker), it is saved instead.
 */
export function openBlob(blob: Blob, tab: Window | null, fileName: string): void {
  if (!tab) {
    saveFile(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
