import type { ChartImage } from './chart-image.ts';

/**
 * A landscape A4 PDF with the chart's title, the chart image fitted to the page and the
 * date it was made. jsPDF is loaded only when a PDF is asked for.
 */
export async function chartPdf(image: ChartImage, title: string, createdText: string): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title, creator: 'Opinio' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const margin = 14;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.setTextColor(20, 20, 40);
  doc.text(title, margin, margin + 4, { maxWidth: pageWidth - 2 * margin });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(100, 100, 110);
  doc.text(createdText, margin, pageHeight - margin / 2);

  const top = margin + 12;
  const maxWidth = pageWidth - 2 * margin;
  const maxHeight = pageHeight - top - margin;
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  doc.addImage(image.dataUrl, 'PNG', margin + (maxWidth - width) / 2, top, width, height);
  return doc.output('blob');
}
