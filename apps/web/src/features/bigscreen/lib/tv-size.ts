/**
 * A length designed at 1920x1080 that grows with the screen: the same share of the
 * screen on a 4K TV (twice the pixels) as on full HD, readable from across a room.
 */
export function tv(px: number): string {
  return `clamp(${Math.round(px * 0.5)}px, min(${(px / 19.2).toFixed(3)}vw, ${(px / 10.8).toFixed(3)}vh), ${Math.round(px * 2.5)}px)`;
}

/** The same scale as a number, for canvas-like code (ECharts): 1 at 1920x1080. */
export function tvScale(width: number, height: number): number {
  return Math.max(0.5, Math.min(width / 1920, height / 1080));
}

export const TV_COLOURS = {
  background: 'linear-gradient(135deg, #070b24 0%, #0d1540 55%, #111c52 100%)',
  card: 'rgba(255, 255, 255, 0.055)',
  cardBorder: 'rgba(255, 255, 255, 0.10)',
  text: '#f5f7ff',
  muted: 'rgba(229, 233, 255, 0.68)',
  good: '#2ee6a8',
  bad: '#ff6b6b',
  neutral: '#f5f7ff',
  /** The top border of a tile between its thresholds. */
  neutralAccent: '#7c8cff',
  accent: '#7c8cff',
} as const;
