import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { DATABASE_KINDS, openTestDatabase } from './harness.ts';

describe.each(DATABASE_KINDS)('background work giving way to requests (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it(
    kind === 'pglite'
      ? 'waits while another transaction holds the one session, at most as long as it is allowed'
      : 'does not wait for other connections',
    async () => {
      let finishTransaction!: () => void;
      const open = new Promise<void>((resolve) => {
        finishTransaction = resolve;
      });
      let began!: () => void;
      const inTransaction = new Promise<void>((resolve) => {
        began = resolve;
      });
      const transaction = database.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        began();
        await open;
      });
      await inTransaction;

      // Allowed no wait at all, it goes on at once even while the session is taken.
      await database.giveWay(0);

      let gaveWay = false;
      const waiting = database.giveWay(60_000).then(() => {
        gaveWay = true;
      });
      // Long enough for a quiet session to have been noticed many times over.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(gaveWay).toBe(kind === 'postgres');

      finishTransaction();
      await transaction;
      await waiting;
      expect(gaveWay).toBe(true);
    },
  );
});
