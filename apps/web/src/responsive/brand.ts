const HEX = /^#([0-9a-f]{6})$/i;

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((n >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** @internal exported for its test. The contrast of a colour against white (1 to 21). */
export const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

const darker = (hex: string, step: number) =>
  `#${[16, 8, 0]
    .map((shift) => Math.round(((Number.parseInt(hex.slice(1), 16) >> shift) & 0xff) * step))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * The universe's colour as the page can use it: white text on it and it on white keep 4.5:1
 * (a light colour is darkened until they do); null for no colour or one that is not #rrggbb.
 */
export function readableBrand(color: string | null): string | null {
  if (!color || !HEX.test(color)) return null;
  let readable = color.toLowerCase();
  for (let i = 0; i < 40 && contrastOnWhite(readable) < 4.5; i++) readable = darker(readable, 0.92);
  return readable;
}
