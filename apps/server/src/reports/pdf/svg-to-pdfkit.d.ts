// svg-to-pdfkit ships no types; this covers the options the reports use.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    /** Treat SVG units as PDF points rather than CSS pixels. */
    assumePt?: boolean;
    fontCallback?: (family: string, bold: boolean, italic: boolean, options: object) => string;
    imageCallback?: (link: string) => string;
    warningCallback?: (warning: string) => void;
  }

  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: SvgToPdfOptions,
  ): void;

  export default SVGtoPDF;
}
