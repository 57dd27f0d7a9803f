import { describe, expect, it } from 'vitest';
import { databaseRefusal, isDataException, isUniqueViolation } from './pg-errors.ts';

/** Errors as node-postgres and PGlite throw them: the SQLSTATE in `code`. */
const pgError = (code: string, message = '') => Object.assign(new Error(message), { code });

describe('PostgreSQL refusals', () => {
  it('a unique violation is 409 already_exists at the field, with the value taken', () => {
    const refusal = databaseRefusal(pgError('23505'), {
      field: 'extName',
      value: 'cx',
      message: 'cx exists',
    });
    expect(refusal).toMatchObject({
      statusCode: 409,
      code: 'already_exists',
      field: 'extName',
      params: { value: 'cx' },
    });
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
  });

  it('a foreign-key violation: a missing row named is 400 unknown_value, a row still named is 409 in_use', () => {
    const insert = pgError('23503', 'insert or update on table "answers" violates foreign key constraint');
    const remove = pgError('23503', 'update or delete on table "roles" violates foreign key constraint');
    expect(databaseRefusal(insert, { field: 'roleId' })).toMatchObject({
      statusCode: 400,
      code: 'unknown_value',
      field: 'roleId',
    });
    expect(databaseRefusal(remove)).toMatchObject({ statusCode: 409, code: 'in_use' });
  });

  it('a data exception (class 22) is 400 invalid_value; anything else is not the request’s', () => {
    expect(isDataException(pgError('22021'))).toBe(true);
    expect(databaseRefusal(pgError('22P05'))).toMatchObject({ statusCode: 400, code: 'invalid_value' });
    for (const other of [pgError('40001'), pgError('ECONNRESET'), new Error('boom'), null])
      expect(databaseRefusal(other)).toBeNull();
  });
});
