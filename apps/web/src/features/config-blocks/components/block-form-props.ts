import type { BlockIssue } from '../lib/block-issues.ts';

/** What every block's form gets: the content (as parsed, possibly invalid), its setter and its problems. */
export interface BlockFormProps {
  value: unknown;
  onChange: (next: unknown) => void;
  issues: readonly BlockIssue[];
}

/** The value as an object to read fields from (anything else reads as empty). */
export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A field's text (anything that is not a string reads as empty). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
