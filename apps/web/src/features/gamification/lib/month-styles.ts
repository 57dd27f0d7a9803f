/** A month's segment in the points chart: a colour, and a pattern once the colours run out. */
interface MonthStyle {
  color: string;
  decal?: {
    symbol: string;
    symbolSize: number;
    dashArrayX: number[];
    dashArrayY: number[];
    rotation: number;
    color: string;
  };
}

/** Patterns for the second, third... round of colours: stripes one way, the other way, upright. */
const ROTATIONS = [Math.PI / 4, -Math.PI / 4, 0];

/**
 * One style per month, in order, from the theme's colours (`palette`: each reads at 3:1 or
 * more on white, next ones apart in hue). With more months than colours the colours come round
 * again striped, so that no two months look alike.
 */
export function monthStyles(count: number, palette: readonly string[]): MonthStyle[] {
  return Array.from({ length: count }, (_, i) => {
    const color = palette[i % palette.length];
    const round = Math.floor(i / palette.length);
    if (round === 0) return { color };
    return {
      color,
      decal: {
        symbol: 'rect',
        symbolSize: 1,
        dashArrayX: [1, 0],
        dashArrayY: [2, 3],
        rotation: ROTATIONS[(round - 1) % ROTATIONS.length],
        color: 'rgba(255, 255, 255, 0.55)',
      },
    };
  });
}
