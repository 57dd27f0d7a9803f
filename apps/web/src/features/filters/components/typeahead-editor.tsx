import type { TFilterOption } from '@opinio/domain/schemas/filters';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { useFilterSearch, useSearchedTitles } from '../api/search-filter-options.ts';
import { formatChoiceValues, parseChoiceValues } from '../lib/choice-values.ts';
import { type EditorProps, sameValues } from '../lib/editor-props.ts';
import { capOptions, searchOptions } from '../lib/option-search.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';
import { IncludeExcludeToggle } from './include-exclude-toggle.tsx';
import { TypeaheadField } from './typeahead-field.tsx';

interface Matches {
  options: TFilterOption[];
  more: boolean;
  loading: boolean;
  note: string | null;
  /** Titles of options seen so far, for the chosen ones. */
  titleOf: (extName: string) => string | undefined;
}

/** Local search over the filter's own options, at most UNCHECKED_OPTIONS_CAP of them. */
function useLocalMatches({ filter }: EditorProps, query: string): Matches {
  const { t } = useTranslation();
  const locale = useLocale();
  const capped = useMemo(() => capOptions(filter.options), [filter.options]);
  const titles = useMemo(() => new Map(filter.options.map((o) => [o.extName, o.title])), [filter.options]);
  const found = searchOptions(capped.options, query);
  const note =
    capped.left > 0
      ? t('filter.capped', {
          shown: formatNumber(capped.options.length, locale),
          total: formatNumber(filter.options.length, locale),
        })
      : null;
  return { ...found, loading: false, note, titleOf: (extName) => titles.get(extName) };
}

/** The server's search (debounced), only for server-side filters and while the list is open. */
function useServerMatches(props: EditorProps, query: string, serverSide: boolean, open: boolean): Matches {
  const { survey, filter, values } = props;
  const [settled] = useDebounce(query, 300);
  const search = useFilterSearch(survey.extName, filter.extName, settled, serverSide && open);
  const chosen = useSearchedTitles(
    survey.extName,
    serverSide ? values.map((v) => ({ filter: filter.extName, extName: v.replace(/^_/, '') })) : [],
  );
  const options = search.data?.options ?? [];
  const titleOf = (extName: string) =>
    options.find((o) => o.extName === extName)?.title ?? chosen.get(`${filter.extName}=${extName}`);
  const loading = open && (search.isFetching || settled !== query);
  return { options, more: search.data?.more ?? false, loading, note: null, titleOf };
}

const PAIR = '\u0000';
const ROW = '\u0001';

/**
 * The chosen options, the same array for as long as they and their titles stay the same: MUI's
 * Autocomplete empties the typed text whenever it gets a new value array, so a fresh one on
 * every drawing would wipe each keystroke and no search would ever be sent.
 */
function useChosen(titles: string[], extNames: string[]): TFilterOption[] {
  const key = extNames.map((extName, i) => `${extName}${PAIR}${titles[i]}`).join(ROW);
  return useMemo(
    () =>
      key === ''
        ? []
        : key.split(ROW).map((row) => {
            const [extName, title] = row.split(PAIR);
            return { extName, title };
          }),
    [key],
  );
}

/** A typeahead choice: 10 or more options, dropdown, or server-side (docs/product.md#filter-kinds). */
export function TypeaheadEditor(props: EditorProps & { serverSide: boolean }) {
  const { filter, label, values, onApply, serverSide } = props;
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  // Both hooks run every time (rules of hooks); the server one only asks while enabled.
  const local = useLocalMatches(props, input);
  const server = useServerMatches(props, input, serverSide, open);
  const matches = serverSide ? server : local;
  const [draft, setDraft] = useDraft(values.join('*'), () => parseChoiceValues(values, filter.exclude));
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const next = formatChoiceValues(draft);
  const value = useChosen(
    draft.selected.map((extName) => known.get(extName) ?? matches.titleOf(extName) ?? extName),
    draft.selected,
  );

  return (
    <EditorForm
      name={filter.extName}
      label={label}
      canApply={!sameValues(next, values)}
      onApply={() => onApply(next)}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      {filter.exclude && (
        <IncludeExcludeToggle value={draft.mode} onChange={(mode) => setDraft({ ...draft, mode })} />
      )}
      <TypeaheadField
        label={t('filter.search')}
        multiple={filter.multipleSelections}
        value={value}
        onChange={(chosen) => {
          setKnown(new Map([...known, ...chosen.map((o) => [o.extName, o.title] as const)]));
          setDraft({ ...draft, selected: chosen.map((o) => o.extName) });
        }}
        options={matches.options}
        more={matches.more}
        loading={matches.loading}
        inputValue={input}
        onInputChange={setInput}
        open={open}
        onOpenChange={setOpen}
        note={matches.note}
        testId={`filter-typeahead-${filter.extName}`}
      />
    </EditorForm>
  );
}
