/** An error with an HTTP status, answered as `{ error: { code, message, field } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
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
