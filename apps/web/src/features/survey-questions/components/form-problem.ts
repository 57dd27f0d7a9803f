import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MetaFormProblem } from '../lib/meta-property-form.ts';

/**
 * A field's error as the user reads it: the server's message as it is, a check of the form
 * worded in the user's language.
 */
export function useProblemText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return t(`metadata.problem.${(error.message ?? 'title') as MetaFormProblem}`);
  };
}
