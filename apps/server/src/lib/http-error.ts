import {
  type CodedError,
  ERROR_CODES,
  type ErrorCode,
  type ErrorCodeOf,
  type FieldProblem,
} from '@opinio/domain/error-codes';
import type { TIngestRowError } from '@opinio/domain/schemas/ingestion';

/** One bad cell of a file checked row by row (row 1 is the header): its code and the English words. */
export interface RowError extends FieldProblem {
  row: number;
  column: string;
  message: string;
}

/** One bad field of a document checked as a whole (a configuration block), by its path. */
export interface IssueError extends FieldProblem {
  path: string;
  message: string;
}

interface ErrorDetails {
  /** The bad field of the input, by its path. */
  field?: string;
  /** The bad cells of a file, or the bad fields of a batch's rows by their index. */
  rows?: readonly RowError[] | readonly TIngestRowError[];
  /** A document checked as a whole (a configuration block): every bad field with its path. */
  issues?: readonly IssueError[];
}

/**
 * An error answered as `{ error: { code, params, message, field, rows, issues } }`
 * (decision 037): its code (packages/domain/src/error-codes.ts) gives the HTTP status; the
 * message is the English sentence for integrators and logs.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly field?: string;
  readonly rows?: readonly RowError[] | readonly TIngestRowError[];
  readonly issues?: readonly IssueError[];

  constructor(error: CodedError, message: string, details: ErrorDetails = {}) {
    super(message);
    this.code = error.code;
    this.statusCode = ERROR_CODES[error.code].status;
    this.params = (error.params ?? {}) as Record<string, string | number>;
    this.field = details.field;
    this.rows = details.rows;
    this.issues = details.issues;
  }
}

/** A 400: `invalid_request` unless the call names a more precise code of status 400. */
export const badRequest = (
  message: string,
  field?: string,
  error: CodedError<ErrorCodeOf<400>> = { code: 'invalid_request' },
) => new HttpError(error, message, { field });

export const unauthorized = (
  message = 'Sign in to continue',
  error: CodedError<ErrorCodeOf<401>> = { code: 'unauthorized' },
) => new HttpError(error, message);

export const forbidden = (
  message = 'You do not have access to this',
  error: CodedError<ErrorCodeOf<403>> = { code: 'forbidden' },
  field?: string,
) => new HttpError(error, message, { field });

/** Also for another tenant's data: never reveal that it exists. */
export const notFound = (
  message = 'Not found',
  error: CodedError<ErrorCodeOf<404>> = { code: 'not_found' },
) => new HttpError(error, message);

/** A 409: the state of things does not allow the call now. */
export const conflict = (
  message: string,
  field?: string,
  error: CodedError<ErrorCodeOf<409>> = { code: 'conflict' },
) => new HttpError(error, message, { field });

/** The caller's role lacks a permission the call needs. */
export const missingPermission = (permission: string) =>
  new HttpError(
    { code: 'missing_permission', params: { permission } },
    `Your role does not allow this (${permission})`,
  );

/** A call of survey administration (the route table's `root`) by someone who is not root. */
export const rootOnly = () => new HttpError({ code: 'root_only' }, 'Only root users may do this');
