import { INTERVIEW_SORTS, type TInterviewSort } from '@opinio/domain/schemas/interviews';

/** The list's sort from the URL query `sort`; anything else is the default, newest first. */
export function readSort(params: URLSearchParams): TInterviewSort {
  const value = params.get('sort');
  return INTERVIEW_SORTS.find((s) => s === value) ?? 'newest';
}

/** The search from the URL query `q`, trimmed and at most 200 characters (as the server takes). */
export function readSearch(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, 200);
}

/** The URL query with `name` set, or removed for an empty value or the default. */
export function withParam(params: URLSearchParams, name: 'q' | 'sort', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (name === 'sort' && value === 'newest')) next.delete(name);
  else next.set(name, value);
  return next;
}

/** A comment cut to about `max` characters at a word boundary, with an ellipsis. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replaceAll(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
