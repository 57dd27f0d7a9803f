/**
 * Indicator formulas, the reference the analytics module's SQL is tested against.
 * - nps: % promoters (9-10) minus % detractors (0-6) on a 0-10 question
 * - mean: the average answer
 * - topbox: % of answers in the top two values of the scale (4-5 on 1-5)
 */
export type IndicatorKind = 'nps' | 'mean' | 'topbox';

export function computeIndicator(
  kind: IndicatorKind,
  values: readonly number[],
  scaleMax = 5,
): number | null {
  if (values.length === 0) return null;
  if (kind === 'mean') return values.reduce((a, b) => a + b, 0) / values.length;
  if (kind === 'nps') {
    const promoters = values.filter((v) => v >= 9).length;
    const detractors = values.filter((v) => v <= 6).length;
    return ((promoters - detractors) * 100) / values.length;
  }
  return (values.filter((v) => v >= scaleMax - 1).length * 100) / values.length;
}

export type NpsCategory = 'detractor' | 'passive' | 'promoter';

/** An NPS answer's class: 0-6 detractor, 7-8 passive, 9-10 promoter. */
export function npsCategory(value: number): NpsCategory {
  if (value <= 6) return 'detractor';
  if (value <= 8) return 'passive';
  return 'promoter';
}
