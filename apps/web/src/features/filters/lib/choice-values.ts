/**
 * Choice values (docs/api.md): option extNames; a filter with the exclude flag writes them
 * all prefixed '_' to exclude them. The server excludes only when every value has the prefix.
 */
export type ChoiceMode = 'include' | 'exclude';

export interface ChoiceSelection {
  mode: ChoiceMode;
  selected: string[];
}

export function parseChoiceValues(values: readonly string[], canExclude: boolean): ChoiceSelection {
  if (canExclude && values.length > 0 && values.every((v) => v.startsWith('_'))) {
    return { mode: 'exclude', selected: values.map((v) => v.slice(1)) };
  }
  return { mode: 'include', selected: [...values] };
}

export function formatChoiceValues({ mode, selected }: ChoiceSelection): string[] {
  const unique = [...new Set(selected)];
  return mode === 'exclude' ? unique.map((v) => `_${v}`) : unique;
}

/** Toggles one option in a selection, keeping the order options were picked in. */
export function toggleOption(selected: readonly string[], extName: string): string[] {
  return selected.includes(extName) ? selected.filter((v) => v !== extName) : [...selected, extName];
}
