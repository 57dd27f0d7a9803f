import { HttpError } from '#lib/http-error.ts';

/**
 * PostgreSQL's refusals (SQLSTATE) read in one place (decision 037): what a statement's
 * error means for the request, as the API's error codes.
 */
function sqlState(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** unique_violation (23505): a row with that key exists. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** foreign_key_violation (23503): the row named does not exist, or rows still name this one. */
const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** Class 22, data exception: NUL, a bad encoding, a date or a number out of range. */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;

interface Refusal {
  /** The field of the request the key or reference comes from. */
  field?: string;
  /** The English message (for integrators and logs). */
  message?: string;
  /** The value that is taken (a unique violation). */
  value?: string;
}

/**
 * The request's refusal for a statement PostgreSQL refused because of what the request
 * holds, or null for any other error (to be rethrown): a unique violation is 409
 * `already_exists`, a foreign-key violation 400 `unknown_value` when the row written names
 * one that does not exist and 409 `in_use` when rows still name the one deleted or changed,
 * a data exception 400 `invalid_value`.
 */
export function databaseRefusal(error: unknown, refusal: Refusal = {}): HttpError | null {
  const { field, message } = refusal;
  if (isUniqueViolation(error))
    return new HttpError(
      { code: 'already_exists', params: refusal.value === undefined ? {} : { value: refusal.value } },
      message ?? 'A row with this key exists already',
      { field },
    );
  if (isForeignKeyViolation(error)) {
    const deleting = /^update or delete on table/.test(String((error as { message?: unknown }).message));
    return deleting
      ? new HttpError({ code: 'in_use' }, message ?? 'Other rows still refer to this one', { field })
      : new HttpError({ code: 'unknown_value' }, message ?? 'The request names a row that does not exist', {
          field,
        });
  }
  if (isDataException(error))
    return new HttpError(
      { code: 'invalid_value' },
      message ?? 'The request holds a value that cannot be stored',
      {
        field,
      },
    );
  return null;
}
