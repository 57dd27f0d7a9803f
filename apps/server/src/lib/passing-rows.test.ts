import { describe, expect, it } from 'vitest';
import { keepPassing, type PassingSource, passingPage, passingRounds } from './passing-rows.ts';

interface Row {
  id: number;
  interviewId: number | null;
}

/** Rows count..1 newest first (as the alert and contact lists read them); every third has no interview. */
function listOf(count: number, passes: (interviewId: number) => boolean) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return { id, interviewId: id % 3 === 0 ? null : id * 10 };
  });
  const reads: Array<{ after: number | null; limit: number }> = [];
  const checked: number[][] = [];
  const source: PassingSource<Row, number> = {
    read: async (after, limit) => {
      reads.push({ after, limit });
      return rows.filter((r) => after === null || r.id < after).slice(0, limit);
    },
    key: (row) => row.id,
    interviewId: (row) => row.interviewId,
    passing: async (ids) => {
      checked.push(ids);
      return new Set(ids.filter(passes));
    },
  };
  return { rows, source, reads, checked };
}

describe('keepPassing', () => {
  it('keeps rows whose interview passes and rows without an interview, in order', async () => {
    const { rows, source } = listOf(9, (interviewId) => interviewId % 20 === 0);
    const kept = await keepPassing(rows, source);
    expect(kept.map((r) => r.id)).toEqual([9, 8, 6, 4, 3, 2]);
  });

  it('asks the read model nothing when there are no conditions or no interviews', async () => {
    const { rows, source, checked } = listOf(6, () => false);
    expect(await keepPassing(rows, { ...source, passing: null })).toEqual(rows);
    expect(await keepPassing([rows[3]], source)).toEqual([rows[3]]); // id 3: no interview
    expect(checked).toEqual([]);
  });
});

describe('passingRounds', () => {
  it('reads the whole list in rounds, each going on after the last row read', async () => {
    const { source, reads } = listOf(25, () => true);
    const rounds = [];
    for await (const round of passingRounds(source, { round: 10 })) rounds.push(round);
    expect(rounds.map((r) => [r.read, r.after, r.last])).toEqual([
      [10, 16, false],
      [10, 6, false],
      [5, 1, true],
    ]);
    expect(reads).toEqual([
      { after: null, limit: 10 },
      { after: 16, limit: 10 },
      { after: 6, limit: 10 },
    ]);
    expect(rounds.flatMap((r) => r.kept).length).toBe(25);
  });

  it('ends with an empty round when the list is a whole number of rounds', async () => {
    const { source } = listOf(20, () => true);
    const reads = [];
    for await (const round of passingRounds(source, { round: 10 })) reads.push(round.read);
    expect(reads).toEqual([10, 10, 0]);
  });
});

describe('passingPage', () => {
  it('fills a page across rounds and answers the last shown row as the next key', async () => {
    // only rows without an interview pass: ids 99, 96, 93, ...
    const { source } = listOf(100, () => false);
    const first = await passingPage(source, { after: null, limit: 5, round: 10, maxScanned: 1000 });
    expect(first.items.map((r) => r.id)).toEqual([99, 96, 93, 90, 87]);
    expect(first.next).toBe(87);
    const second = await passingPage(source, { after: first.next, limit: 5, round: 10, maxScanned: 1000 });
    expect(second.items.map((r) => r.id)).toEqual([84, 81, 78, 75, 72]);
  });

  it('stops after about maxScanned rows with a short page and the last row looked at as the key', async () => {
    const { source, reads } = listOf(100, (interviewId) => interviewId === 970);
    const page = await passingPage(source, { after: null, limit: 5, round: 10, maxScanned: 10 });
    expect(page.items.map((r) => r.id)).toEqual([99, 97, 96, 93]);
    expect(page.next).toBe(91);
    expect(reads.length).toBe(1);
  });

  it('answers no next key once the list is read to its end', async () => {
    const { source } = listOf(12, () => true);
    const page = await passingPage(source, { after: 5, limit: 10, round: 10, maxScanned: 1000 });
    expect(page.items.map((r) => r.id)).toEqual([4, 3, 2, 1]);
    expect(page.next).toBeNull();
    const exact = await passingPage(source, { after: null, limit: 12, round: 13, maxScanned: 1000 });
    expect(exact.items.length).toBe(12);
    expect(exact.next).toBeNull();
  });
});
