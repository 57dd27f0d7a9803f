import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/pg-cluster.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('isDatabaseUnavailable', () => {
  it('a refused connection to PostgreSQL is "unavailable"; the same refusal of a fetch is not', async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    expect(isDatabaseUnavailable(await rejection(client.connect()))).toBe(true);
    // Another service (an identity provider, say) that is down is not the database.
    expect(isDatabaseUnavailable(await rejection(fetch(`http://127.0.0.1:${port}/`)))).toBe(false);
  });

  it('server shutdown, start-up and connection exceptions are; constraint violations are not', () => {
    const sqlState = (code: string) => Object.assign(new Error('from the server'), { code });
    expect(isDatabaseUnavailable(sqlState('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(sqlState('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(sqlState('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(sqlState('23505'))).toBe(false);
    expect(isDatabaseUnavailable(sqlState('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });
});
