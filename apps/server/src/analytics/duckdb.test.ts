import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Duck, SURVEY_FILE_ROW_GROUP } from './duckdb.ts';

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

  it('a statement planned when no row matched sees matching rows once its scope is forgotten', async () => {
    await duck
      .connection()
      .run("CREATE TABLE dated AS SELECT DATE '2024-01-01' + range::INTEGER AS d FROM range(100)");
    // a literal range outside the rows' statistics: DuckDB plans an empty scan and keeps it
    const old = "SELECT count(*)::INTEGER AS n FROM dated WHERE d < DATE '2002-01-01'";
    for (let i = 0; i < 2; i++) expect(await duck.rows(old, [], 'dated')).toEqual([{ n: 0 }]);
    await duck.connection().run("INSERT INTO dated VALUES (DATE '2001-06-10'), (DATE '2001-06-11')");
    duck.forget('dated');
    for (let i = 0; i < 2; i++) expect(await duck.rows(old, [], 'dated')).toEqual([{ n: 2 }]);
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

  it('binds parameters on the statement of the text: one statement, any value', async () => {
    await duck.connection().run(
      `CREATE OR REPLACE TABLE p AS SELECT range::BIGINT AS id, (DATE '2026-01-01' + range::INTEGER) AS d,
         (range % 3)::UTINYINT AS q, 'row ' || range || CASE WHEN range = 4 THEN ' it''s 100% _x_' ELSE '' END AS x
       FROM range(10)`,
    );
    const sql = 'SELECT count(*)::INTEGER AS n FROM p WHERE q = $1 AND d >= $2 AND contains(x, $3)';
    const count = async (q: number, since: string, text: string) =>
      (
        await duck.rows(sql, [
          { type: 'UTINYINT', value: q },
          { type: 'DATE', value: since },
          { type: 'VARCHAR', value: text },
        ])
      )[0].n;
    expect(await count(1, '2026-01-01', 'row')).toBe(3);
    expect(await count(1, '2026-01-05', 'row')).toBe(2);
    expect(await count(1, '2026-01-01', "it's 100% _x_")).toBe(1);
    expect(await count(1, '2026-01-01', "'); DROP TABLE p;--")).toBe(0);
    expect(await count(1, '2026-01-01', 'row\u00001')).toBe(0);
    const ids = await duck.rows('SELECT id FROM p WHERE id IN (SELECT unnest($1)) ORDER BY id', [
      { type: 'BIGINT[]', value: [2, 7, 2 ** 40] },
    ]);
    expect(ids).toEqual([{ id: 2n }, { id: 7n }]);
  });
});

describe('Duck: survey files', () => {
  it('keeps a file’s tables in row groups of SURVEY_FILE_ROW_GROUP rows, also after the file is opened again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'opinio-duck-'));
    const rows = SURVEY_FILE_ROW_GROUP * 3 + 5;
    const groups = (duck: Duck) =>
      duck.rows(
        "SELECT count(DISTINCT row_group_id)::INTEGER AS n FROM pragma_storage_info('s1.w') WHERE segment_type <> 'VALIDITY'",
      );
    try {
      let duck = await Duck.open(2, { folder });
      await duck.attach('s1');
      await duck.connection().run(`CREATE TABLE s1.w AS SELECT range AS id FROM range(${rows})`);
      await duck.connection().run('CHECKPOINT s1');
      expect(await groups(duck)).toEqual([{ n: 4 }]);
      await duck.close();
      duck = await Duck.open(2, { folder });
      await duck.attach('s1');
      await duck.connection().run(`INSERT INTO s1.w SELECT range FROM range(${SURVEY_FILE_ROW_GROUP})`);
      await duck.connection().run('CHECKPOINT s1');
      expect(await groups(duck)).toEqual([{ n: 5 }]);
      expect(await duck.rows('SELECT count(*)::INTEGER AS n FROM s1.w')).toEqual([
        { n: rows + SURVEY_FILE_ROW_GROUP },
      ]);
      await duck.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
