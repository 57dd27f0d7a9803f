import { ZApiError } from '@opinio/domain/schemas/error';
import type { z } from 'zod';
import { i18n } from './i18n.ts';

/** All calls go to the same origin under /api (docs/api.md). */
export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** A file checked row by row: each bad cell. */
    readonly rows?: ReadonlyArray<{ row: number; column: string; message: string }>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** The domain schema the answer must match; its defaults are applied. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** For calls where 401 means "wrong credentials", not "session ended". */
  ignoreUnauthorized?: boolean;
  /** Single sign-on: send the access token (default); false for calls about the cookie alone. */
  sendAccessToken?: boolean;
}

let unauthorizedHandler: () => void = () => {};
let accessTokenProvider: () => string | null = () => null;

/** Called once at start-up: a 401 on a signed-in call ends the session in the UI. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Single sign-on: the provider's access token goes as `Authorization: Bearer` on every call. */
export function setAccessTokenProvider(provider: () => string | null): void {
  accessTokenProvider = provider;
}

/** The error of a failed answer, in our shape when the server sent it. */
export async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) {
    const { code, message, field, rows } = parsed.data.error;
    return new ApiError(response.status, code, message, field, rows);
  }
  return new ApiError(
    response.status,
    'http_error',
    i18n.t('error.http', { status: response.status, statusText: response.statusText }),
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, sendAccessToken = true } = options;
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const accessToken = sendAccessToken ? accessTokenProvider() : null;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // CSRF protection (docs/decisions/005): the server refuses state changes without it.
        'x-requested-with': 'opinio',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', i18n.t('error.network'));
  }
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && !options.ignoreUnauthorized) unauthorizedHandler();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json().catch(() => {
    throw new ApiError(response.status, 'invalid_response', i18n.t('error.notJson', { path }));
  });
  if (!schema) return json as T;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.')}: ${issue.message}` : '';
    throw new ApiError(response.status, 'invalid_response', i18n.t('error.invalidResponse', { path, where }));
  }
  return parsed.data;
}

/** Encodes one path segment, e.g. a filtered drill path "org,all;ftime=rdays:-90:0". */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
