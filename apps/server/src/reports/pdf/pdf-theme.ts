import { indicatorStatus, type TIndicatorStatus } from '@opinio/domain/indicator-status';
import { PDF_FONT } from '#lib/pdf-fonts.ts';
import type { PdfIndicator } from './pdf-input.ts';

/** A4 in points, with room above and below the text for the page frame. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  margins: { top: 76, bottom: 72, left: 56, right: 56 },
} as const;

export const CONTENT = {
  left: PAGE.margins.left,
  right: PAGE.width - PAGE.margins.right,
  width: PAGE.width - PAGE.margins.left - PAGE.margins.right,
  top: PAGE.margins.top,
  bottom: PAGE.height - PAGE.margins.bottom,
} as const;

/** The report fonts' names in a document (registered by lib/pdf-fonts.ts). */
export const FONT = PDF_FONT;

export const INK = {
  text: '#1d2433',
  muted: '#5b6475',
  faint: '#8a93a3',
  rule: '#d9dde5',
  zebra: '#f6f7f9',
  white: '#ffffff',
} as const;

/** Status colours with at least 4.5:1 contrast on white, so they can colour text as well as marks. */
const STATUS_TEXT: Record<TIndicatorStatus, string> = { bad: '#c0262d', neutral: INK.text, good: '#1b6e2a' };
const STATUS_MARK: Record<TIndicatorStatus, string> = { bad: '#c0262d', neutral: '#9aa3b2', good: '#23863a' };

export function statusText(value: number | null, indicator: PdfIndicator | undefined): string {
  return STATUS_TEXT[indicatorStatus(value, indicator)];
}

export function statusMark(value: number | null, indicator: PdfIndicator | undefined): string {
  return STATUS_MARK[indicatorStatus(value, indicator)];
}

/** Up, down or flat: a change is good when the value rises, for every indicator kind. */
export function changeColour(change: number | null): string {
  if (change === null || change === 0) return INK.muted;
  return change > 0 ? STATUS_TEXT.good : STATUS_TEXT.bad;
}

/** The company's colour in the forms the layout needs. */
export interface PdfTheme {
  /** Lines, bars, rules: the colour as given, darkened only if too pale to see on white. */
  primary: string;
  /** Headings: the colour darkened until it reads on white (a pale brand colour would not). */
  primaryInk: string;
  /** Backgrounds: the colour faded almost to white. */
  primaryTint: string;
  /** Second series and soft fills. */
  primarySoft: string;
}

const DEFAULT_PRIMARY = '#0000c8';

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(rgb: Rgb, towards: Rgb, amount: number): Rgb {
  return rgb.map((c, i) => c + (towards[i] - c) * amount) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of a colour against white (WCAG). */
function contrastOnWhite(colour: string): number {
  const rgb = parseHex(colour) ?? [0, 0, 0];
  return 1.05 / (luminance(rgb) + 0.05);
}

/** The colour darkened step by step until it reaches `ratio` against white. */
function darkenTo(rgb: Rgb, ratio: number): Rgb {
  let colour = rgb;
  for (let step = 0; step < 30 && contrastOnWhite(toHex(colour)) < ratio; step++)
    colour = mix(colour, [0, 0, 0], 0.08);
  return colour;
}

export function pdfTheme(primaryColor: string): PdfTheme {
  const rgb = parseHex(primaryColor) ?? (parseHex(DEFAULT_PRIMARY) as Rgb);
  return {
    // lines and bars need 3:1 against the page to be seen (WCAG's non-text contrast), text 4.5:1
    primary: toHex(darkenTo(rgb, 3)),
    primaryInk: toHex(darkenTo(rgb, 4.5)),
    primaryTint: toHex(mix(rgb, [255, 255, 255], 0.93)),
    primarySoft: toHex(mix(rgb, [255, 255, 255], 0.6)),
  };
}
