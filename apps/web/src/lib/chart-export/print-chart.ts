import type { ChartImage } from './chart-image.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page printed for a chart: its title and its image, nothing of the app around it. @internal */
export function printDocument(image: ChartImage, title: string, lang: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  @page { size: landscape; margin: 12mm; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #141428; }
  h1 { font-size: 18px; margin: 0 0 12px; }
  img { width: 100%; height: auto; max-height: 85vh; object-fit: contain; }
</style></head><body><h1>${escapeHtml(title)}</h1><img alt="${escapeHtml(title)}" src="${image.dataUrl}"></body></html>`;
}

/**
 * Prints the chart from a hidden frame holding only the chart, so the browser's print
 * dialog shows the chart and not the dashboard. The frame goes once printing is done.
 */
export function printChart(image: ChartImage, title: string, lang: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.dataset.testid = 'chart-print-frame';
    Object.assign(frame.style, {
      position: 'fixed',
      right: '0',
      bottom: '0',
      width: '0',
      height: '0',
      border: '0',
    });
    frame.srcdoc = printDocument(image, title, lang);
    frame.onload = () => {
      const view = frame.contentWindow;
      if (!view) {
        frame.remove();
        reject(new Error('The print frame could not be opened'));
        return;
      }
      let removed = false;
      const remove = () => {
        if (removed) return;
        removed = true;
        frame.remove();
      };
      view.addEventListener('afterprint', () => setTimeout(remove, 500), { once: true });
      view.focus();
      // Chrome and Firefox return from print() once the dialog is closed
      view.print();
      resolve();
      // browsers that return at once and never say afterprint: clean up anyway
      setTimeout(remove, 60_000);
    };
    document.body.append(frame);
  });
}
