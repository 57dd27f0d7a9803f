/** One bad cell of a file checked row by row (row 1 is the header). */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** An error with an HTTP status, answered as `{ error: { code, message, field, rows } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly rows?: readonly RowError[],
    /** A document checked as a whole (a configuration block): every bad field with its path. */
    readonly issues?: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'bad_request', message, field);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new HttpError(403, 'forbidden', message);
/** Also for another tenant's data: never reveal that it exists. */
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);

/** The caller's role lacks a permission the call needs. */
export const missingPermission = (permission: string) =>
  new HttpError(403, 'forbidden', `Your role does not allow this (${permission})`);

/** A call of survey administration (the route table's `root`) by someone who is not root. */
export const rootOnly = () => new HttpError(403, 'forbidden', 'Only root users may do this');
