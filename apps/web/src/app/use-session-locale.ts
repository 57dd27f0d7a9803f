import { useEffect } from 'react';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { applySurveyTexts, setLocale } from '@/lib/i18n.ts';
import { resolveLocale } from '@/lib/locale-choice.ts';

/** The UI language follows the identity's locale; the survey's localeText overrides texts. */
export function useSessionLocale(): void {
  const locale = useIdentity().data?.locale;
  const { survey } = useSelection();
  useEffect(() => {
    void setLocale(resolveLocale(locale));
  }, [locale]);
  const localeText = survey?.localeText ?? null;
  useEffect(() => {
    applySurveyTexts(localeText);
  }, [localeText]);
}
