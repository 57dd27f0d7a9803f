import { useEffect, useMemo, useState } from 'react';
import { prettyJson, readJson } from '../lib/block-json.ts';

/** A block's content as saved: version 0 is a block the survey does not have yet. */
export interface SavedBlock {
  version: number;
  content: unknown;
}

/**
 * The text being edited and the version it started from. While nothing is changed, a newer
 * version saved elsewhere replaces it; with changes, they stay (and `newer` tells of it).
 */
/** The block as the list answers it (version 0 and no saver: not saved yet, default content). */
export interface ListedBlock extends SavedBlock {
  savedBy: string | null;
  savedAt: string | null;
}

export function useBlockDraft(saved: SavedBlock) {
  const [base, setBase] = useState<SavedBlock>(saved);
  const [text, setText] = useState(() => prettyJson(saved.content));
  const read = useMemo(() => readJson(text), [text]);
  const baseJson = useMemo(() => JSON.stringify(base.content), [base.content]);
  const changed = !read.ok || JSON.stringify(read.value) !== baseJson;

  const reset = (next: SavedBlock) => {
    setBase(next);
    setText(prettyJson(next.content));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved version matters here
  useEffect(() => {
    const same = saved.version === base.version && JSON.stringify(saved.content) === baseJson;
    if (!same && !changed) reset(saved);
  }, [saved.version, saved.content]);

  return {
    text,
    setText,
    read,
    base,
    changed,
    reset,
    /** A version saved since this draft started, while it has changes of its own. */
    newer: changed && saved.version > base.version ? saved : null,
  };
}
