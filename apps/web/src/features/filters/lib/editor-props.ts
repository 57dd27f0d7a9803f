import type { TFilter } from '@opinio/domain/schemas/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';

/** What every filter editor gets: the filter, its applied values and a way to apply new ones. */
export interface EditorProps {
  survey: TSurvey;
  filter: TFilter;
  /** The filter's title, the editor form's accessible name. */
  label: string;
  /** The values in the URL's filter token. */
  values: readonly string[];
  /** Writes the filter's values to the URL; [] clears the filter. */
  onApply: (values: string[]) => void;
}

/** Values compare as the token writes them. */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
