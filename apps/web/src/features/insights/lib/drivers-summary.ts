import type { TDriver, TDriverQuadrant } from '@opinio/domain/schemas/insights';
import type { TFunction } from 'i18next';

/** The order a reader acts in: the priorities first, what needs no effort last. */
const QUADRANT_ORDER: readonly TDriverQuadrant[] = ['fix-first', 'keep-up', 'monitor', 'maintain'];

/**
 * The key-driver chart in one sentence, in the UI language: how many questions, and the
 * questions of each quadrant that has any, priorities first (most important first within each).
 */
export function driversSummary(
  input: { target: string; drivers: readonly Pick<TDriver, 'title' | 'quadrant'>[] },
  t: TFunction,
  locale: string,
): string {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const quadrants = QUADRANT_ORDER.flatMap((quadrant) => {
    const questions = input.drivers.filter((d) => d.quadrant === quadrant).map((d) => d.title);
    if (questions.length === 0) return [];
    return [
      t('insights.summary.quadrant', {
        quadrant: t(`insights.quadrant.${quadrant}`),
        questions: list.format(questions),
      }),
    ];
  });
  return t('insights.summary', {
    target: input.target,
    count: input.drivers.length,
    quadrants: quadrants.join('; '),
  });
}
