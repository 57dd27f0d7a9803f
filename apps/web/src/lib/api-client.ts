import {
  type ApiBody,
  type ApiParams,
  type ApiQuery,
  type ApiResponse,
  type ApiRoute,
  apiPath,
  producedMediaTypes,
} from '@opinio/domain/api/api-route';
import type { z } from 'zod';
import { takeEarlyAnswer, takeEarlyData } from './early-calls.ts';
import { atField, errorText } from './error-text.ts';
import { i18n } from './i18n.ts';

/** A code and its parameters (packages/domain/src/error-codes.ts), said by `errorText`. */
type Coded = { code?: string; params?: Readonly<Record<string, string | number>> };

/**
 * A refused call: the server's code (decision 037) with its parameters, the field it names,
 * and the English message it sent (for logs; `errorMessage` says the code in the UI's
 * language). The app's own codes: `network_error`, `http_error`, `invalid_response`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** A file checked row by row: each bad cell. */
    readonly rows?: ReadonlyArray<{ row: number; column: string; message: string } & Coded>,
    /** A document checked as a whole (a configuration block): every bad field by its path. */
    readonly issues?: ReadonlyArray<{ path: string; message: string } & Coded>,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes the app gives its own failures: their message is in the UI's language already. */
const CLIENT_CODES = new Set(['network_error', 'http_error', 'invalid_response']);

interface CallSettings {
  signal?: AbortSignal;
  /** For calls where 401 means "wrong credentials", not "session ended". */
  ignoreUnauthorized?: boolean;
  /** Single sign-on: send the access token (default); false for calls about the cookie alone. */
  sendAccessToken?: boolean;
  /** The language of the survey texts in the answer (default: the UI's). */
  locale?: string;
}

/** An option the entry does not declare: never given. */
type NoOption<Name extends string> = { [K in Name]?: never };
type RequiredOption<Name extends string, Value> = { [K in Name]: Value };
type OptionalOption<Name extends string, Value> = { [K in Name]?: Value };

/**
 * What a call of the entry takes, each typed from the entry's schemas: `params` (the path's),
 * `query` (left out when all of it may be), `body` (left out only when the schema allows
 * none), and `apiKey` for a call authenticated by an API key alone.
 */
type CallOptions<R extends ApiRoute> = CallSettings &
  (R extends { readonly params: z.ZodType } ? RequiredOption<'params', ApiParams<R>> : NoOption<'params'>) &
  (R extends { readonly querystring: z.ZodType }
    ? Partial<ApiQuery<R>> extends ApiQuery<R>
      ? OptionalOption<'query', ApiQuery<R>>
      : RequiredOption<'query', ApiQuery<R>>
    : NoOption<'query'>) &
  (R extends { readonly body: z.ZodType }
    ? undefined extends ApiBody<R>
      ? OptionalOption<'body', ApiBody<R>>
      : RequiredOption<'body', ApiBody<R>>
    : NoOption<'body'>) &
  (R extends { readonly auth: 'apiKey' } ? RequiredOption<'apiKey', string> : NoOption<'apiKey'>);

/** The options argument: it may be left out when nothing in it is required. */
type CallArgs<R extends ApiRoute> =
  Partial<CallOptions<R>> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

let unauthorizedHandler: () => void = () => {};
/**
 * Calls that replace the session (sign-in, acting as a user, changing universe) under way,
 * and how many have completed. A 401 to a call sent before the session was replaced, or
 * while it was being replaced, is about the old session (revoked by the replacement), not
 * the one the app now has: it does not end the session in the UI.
 */
let sessionReplacements = { underWay: 0, done: 0 };
let accessTokenProvider: () => string | null = () => null;

/** Called once at start-up: a 401 on a signed-in call ends the session in the UI. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Single sign-on: the provider's access token goes as `Authorization: Bearer` on every call. */
export function setAccessTokenProvider(provider: () => string | null): void {
  accessTokenProvider = provider;
}

/**
 * The error body of a refused call (`{ error: { code, params, message, field, rows, issues } }`)
 * as an ApiError, read as it is: a code this build does not know is kept (and said as a
 * general sentence). Without such a body: its status and statusText.
 */
export async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = apiErrorOf(body, response.status);
  return (
    error ??
    new ApiError(
      response.status,
      'http_error',
      i18n.t('error.http', { status: response.status, statusText: response.statusText }),
    )
  );
}

/** The API's error body as an ApiError, or null when the body is not one. */
export function apiErrorOf(body: unknown, status: number): ApiError | null {
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return null;
  const params =
    error.params !== null && typeof error.params === 'object' ? (error.params as Coded['params']) : {};
  return new ApiError(
    status,
    error.code,
    error.message,
    typeof error.field === 'string' ? error.field : undefined,
    Array.isArray(error.rows) ? error.rows : undefined,
    Array.isArray(error.issues) ? error.issues : undefined,
    params,
  );
}

/**
 * Sends the call of a route entry (same origin, its method, its URL from `apiPath`) and
 * answers the successful response, for an answer that is not JSON (a file); a refusal is
 * thrown as an ApiError.
 */
export async function fetchApi<R extends ApiRoute>(route: R, ...[options]: CallArgs<R>): Promise<Response> {
  const {
    params,
    query,
    body,
    apiKey,
    signal,
    sendAccessToken = true,
    locale = i18n.language,
  } = (options ?? {}) as CallSettings & {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    apiKey?: string;
  };
  const url = new URL(apiPath(route as ApiRoute, params, query as never), window.location.origin);
  // An API key is the call's only credential: no cookie, and a 401 is about the key.
  const bearer = apiKey ?? (sendAccessToken ? accessTokenProvider() : null);
  // The same call sent before the app loaded (a dashboard's first numbers): its answer.
  const early =
    apiKey === undefined && !bearer && body === undefined
      ? takeEarlyAnswer(route.method, url.pathname + url.search, locale)
      : null;
  const sent =
    early ??
    fetch(url, {
      method: route.method,
      credentials: apiKey === undefined ? 'same-origin' : 'omit',
      ...(apiKey === undefined ? {} : { cache: 'no-store' as const }),
      headers: {
        accept: route.produces ? producedMediaTypes(route.produces).join(', ') : 'application/json',
        // CSRF protection (docs/decisions/005): the server refuses state changes without it.
        'x-requested-with': 'opinio',
        // The server answers survey texts (page names, questions, ...) in this language.
        'accept-language': locale,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  const sentIn = sessionReplacements.done;
  const replacesSession = route.sessionCookie !== undefined && apiKey === undefined;
  if (replacesSession)
    sessionReplacements = { ...sessionReplacements, underWay: sessionReplacements.underWay + 1 };
  try {
    const response = await received(sent, {
      signal,
      ignoreUnauthorized:
        options?.ignoreUnauthorized ||
        apiKey !== undefined ||
        (() => sessionReplacements.underWay > 0 || sessionReplacements.done !== sentIn),
    });
    if (replacesSession) sessionReplacements = { ...sessionReplacements, done: sessionReplacements.done + 1 };
    return response;
  } finally {
    if (replacesSession)
      sessionReplacements = { ...sessionReplacements, underWay: sessionReplacements.underWay - 1 };
  }
}

/** A sent call's response, or its refusal or network failure as an ApiError. */
async function received(
  sent: Promise<Response>,
  {
    signal,
    ignoreUnauthorized,
  }: Pick<CallSettings, 'signal'> & { ignoreUnauthorized?: boolean | (() => boolean) },
): Promise<Response> {
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', i18n.t('error.network'));
  }
  if (!response.ok) {
    const error = await readError(response);
    const ignored = typeof ignoreUnauthorized === 'function' ? ignoreUnauthorized() : ignoreUnauthorized;
    if (response.status === 401 && !ignored) unauthorizedHandler();
    throw error;
  }
  return response;
}

/**
 * Calls a route of the table (packages/domain/src/api): URL and method from its entry. The
 * answer is the JSON the server sent, which the server checked against the entry's response
 * schema before sending it (the Fastify serializer), so the browser does not check it again
 * and needs no schema (decision 030); a 204 answers undefined.
 */
export async function callApi<R extends ApiRoute & { readonly response: object }>(
  route: R,
  ...args: CallArgs<R>
): Promise<ApiResponse<R>> {
  return readAnswer(route, await fetchApi(route, ...args));
}

/**
 * The answer of a call sent before the app loaded (lib/early-calls.ts), read as `callApi`
 * reads its own: refusals as ApiErrors (a 401 is the caller's to interpret).
 */
export async function answerOf<R extends ApiRoute & { readonly response: object }>(
  route: R,
  sent: Promise<Response>,
): Promise<ApiResponse<R>> {
  return readAnswer(route, await received(sent, { ignoreUnauthorized: true }));
}

async function readAnswer<R extends ApiRoute & { readonly response: object }>(
  route: R,
  response: Response,
): Promise<ApiResponse<R>> {
  if (response.status === 204) return undefined as ApiResponse<R>;
  const json: unknown = await response.json().catch(() => {
    throw new ApiError(response.status, 'invalid_response', i18n.t('error.notJson', { path: route.path }));
  });
  return json as ApiResponse<R>;
}

/**
 * A query's initial data: the answer of this very call (entry, path parameters, the UI's
 * language) if the first file sent it early and it has arrived, as `callApi` would answer
 * it. Undefined otherwise: the query asks as usual.
 */
export function earlyAnswerData<R extends ApiRoute & { readonly response: object }>(
  route: R,
  params: ApiParams<R>,
): ApiResponse<R> | undefined {
  const path = apiPath(route as ApiRoute, params as never);
  return takeEarlyData(route.method, path, i18n.language) as ApiResponse<R> | undefined;
}

/**
 * What went wrong, for people, in the UI's language: a refusal by its code and parameters
 * (never the server's English message); `fieldLabels` (the form's labels by the server's
 * field path) put the field's label before a message shown away from the field.
 */
export function errorMessage(error: unknown, fieldLabels?: Readonly<Record<string, string>>): string {
  if (error instanceof ApiError && !CLIENT_CODES.has(error.code)) {
    const text = errorText(error.code, error.params);
    const label = error.field === undefined ? undefined : fieldLabels?.[error.field];
    return label ? atField(label, text) : text;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A bad cell or field a refusal lists (`rows`, `issues`), in the UI's language. */
export function problemText(problem: Coded & { message: string }): string {
  return problem.code ? errorText(problem.code, problem.params) : i18n.t('errors.unknown');
}
