import { useEffect } from 'react';
import { applySurveyTexts, setLocale } from '@/lib/i18n.ts';
import { useIdentity } from '@/lib/identity.ts';
import { resolveLocale } from '@/lib/locale-choice.ts';
import { useSelection } from '@/lib/selection.tsx';

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
