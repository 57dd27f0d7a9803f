import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Duck } from './duckdb.ts';

describe('Duck: prepared read queries', () => {
  let duck: Duck;
  beforeAll(async () => {
    duck = await Duck.open(2);
    await duck.connection().run('CREATE TABLE t AS SELECT range::INTEGER AS x FROM range(10)');
  });
  afterAll(() => duck.close());

  const total = 'SELECT count(*)::INTEGER AS n, sum(x)::INTEGER AS s FROM t';

  it('sees rows appended after the statement was prepared, and a replaced table', async () => {
    expect(await duck.rows(total)).toEqual([{ n: 10, s: 45 }]);
    expect(await duck.rows(total)).toEqual([{ n: 10, s: 45 }]);
    await duck.connection().run('INSERT INTO t VALUES (100)');
    expect(await duck.rows(total)).toEqual([{ n: 11, s: 145 }]);
    expect(await duck.rows(total)).toEqual([{ n: 11, s: 145 }]);
    await duck.connection().run('CREATE OR REPLACE TABLE t AS SELECT 7 AS x');
    expect(await duck.rows(total)).toEqual([{ n: 1, s: 7 }]);
    expect(await duck.rows(total)).toEqual([{ n: 1, s: 7 }]);
  });

  it('runs the same text concurrently, each run with its own statement', async () => {
    await duck.connection().run('CREATE OR REPLACE TABLE t AS SELECT range::INTEGER AS x FROM range(1000)');
    const results = await Promise.all(Array.from({ length: 8 }, () => duck.rows(total)));
    for (const r of results) expect(r).toEqual([{ n: 1000, s: 499500 }]);
  });

  it('reports a failing query every time, and runs it once its table exists', async () => {
    const missing = 'SELECT count(*)::INTEGER AS n FROM not_yet';
    await expect(duck.rows(missing)).rejects.toThrow(/not_yet/);
    await expect(duck.rows(missing)).rejects.toThrow(/not_yet/);
    await duck.connection().run('CREATE TABLE not_yet AS SELECT 1 AS y');
    expect(await duck.rows(missing)).toEqual([{ n: 1 }]);
    await duck.connection().run('DROP TABLE not_yet');
    await expect(duck.rows(missing)).rejects.toThrow(/not_yet/);
  });
});
