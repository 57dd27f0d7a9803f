import type { TLocale } from '@opinio/domain/schemas/locale';

type Ends = { low: string; high: string };

/**
 * What the ends of a scale mean when the question does not say (its low and high labels):
 * an NPS asks how likely, any other scale how satisfied.
 */
const DEFAULT_ENDS: Record<'nps' | 'scale', Record<TLocale, Ends>> = {
  nps: {
    en: { low: 'Not at all likely', high: 'Extremely likely' },
    fi: { low: 'Erittäin epätodennäköistä', high: 'Erittäin todennäköistä' },
    sv: { low: 'Inte alls troligt', high: 'Mycket troligt' },
  },
  scale: {
    en: { low: 'Very dissatisfied', high: 'Very satisfied' },
    fi: { low: 'Erittäin tyytymätön', high: 'Erittäin tyytyväinen' },
    sv: { low: 'Mycket missnöjd', high: 'Mycket nöjd' },
  },
};

export const defaultEnds = (kind: 'nps' | 'scale', locale: TLocale): Ends => DEFAULT_ENDS[kind][locale];
