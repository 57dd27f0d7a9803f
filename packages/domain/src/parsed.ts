/** What a value grammar's parser answers: the value, or why the text is not one. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
