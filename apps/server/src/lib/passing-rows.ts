/**
 * Lists whose rows live in PostgreSQL (alerts, contacts) and whose filters live in the read
 * model: rows are read from PostgreSQL in rounds, in the list's order, and the read model
 * says which of their interviews pass the conditions (scope, drill node, filters).
 */
export interface PassingSource<Row, Key> {
  /** The next `limit` rows after `after` (null: from the start), in the list's order. */
  read: (after: Key | null, limit: number) => Promise<Row[]>;
  /** Where the list goes on from after this row. */
  key: (row: Row) => Key;
  /** The row's interview; null: nothing to test, the row is kept. */
  interviewId: (row: Row) => number | null;
  /** Which of these interviews pass; null keeps every row (nothing to test). */
  passing: ((interviewIds: number[]) => Promise<ReadonlySet<number>>) | null;
}

/** The rows whose interview passes (one call to the read model), and those without one. */
export async function keepPassing<Row>(
  rows: readonly Row[],
  source: Pick<PassingSource<Row, unknown>, 'interviewId' | 'passing'>,
): Promise<Row[]> {
  if (!source.passing || rows.length === 0) return [...rows];
  const ids = rows.flatMap((row) => {
    const id = source.interviewId(row);
    return id === null ? [] : [id];
  });
  const passing = ids.length > 0 ? await source.passing(ids) : new Set<number>();
  return rows.filter((row) => {
    const id = source.interviewId(row);
    return id === null || passing.has(id);
  });
}

export interface PassingRound<Row, Key> {
  /** The rows of the round that pass. */
  kept: Row[];
  /** How many rows the round read. */
  read: number;
  /** The key of the last row read so far (where a next call goes on from). */
  after: Key | null;
  /** The round read fewer rows than asked: the list has no more. */
  last: boolean;
}

/** Every row of the list, a round at a time, each round's passing rows handed over as it is read. */
export async function* passingRounds<Row, Key>(
  source: PassingSource<Row, Key>,
  options: { round: number; after?: Key | null },
): AsyncGenerator<PassingRound<Row, Key>> {
  let after: Key | null = options.after ?? null;
  for (;;) {
    const rows = await source.read(after, options.round);
    if (rows.length > 0) after = source.key(rows[rows.length - 1]);
    const last = rows.length < options.round;
    yield { kept: await keepPassing(rows, source), read: rows.length, after, last };
    if (last) return;
  }
}

/**
 * One page of `limit` passing rows after `after`, and where the next page starts (null: the
 * list ends here). At most about `maxScanned` rows are read per call: under a narrow filter
 * the page is short (or empty) and the key says where to go on, instead of reading every row.
 */
export async function passingPage<Row, Key>(
  source: PassingSource<Row, Key>,
  page: { after: Key | null; limit: number; round: number; maxScanned: number },
): Promise<{ items: Row[]; next: Key | null }> {
  const items: Row[] = [];
  let after = page.after;
  let scanned = 0;
  let exhausted = false;
  for await (const round of passingRounds(source, { round: page.round, after: page.after })) {
    items.push(...round.kept);
    scanned += round.read;
    after = round.after;
    exhausted = round.last;
    if (items.length > page.limit || scanned >= page.maxScanned) break;
  }
  if (items.length > page.limit) {
    const shown = items.slice(0, page.limit);
    return { items: shown, next: source.key(shown[shown.length - 1]) };
  }
  return { items, next: exhausted || after === null ? null : after };
}
