import { z } from 'zod';
import type { Permission } from '../permissions.ts';

/**
 * The API's route table: every call the server answers, declared once. The server
 * registers each route from its entry (path, schemas, who may call it) and the OpenAPI
 * document is generated from the same entries; the web app makes its calls from them
 * (`callApi`, which builds each URL with `apiPath`).
 */

/** Resource groups, in the order the reference lists them, with what each holds. */
export const API_TAGS = {
  auth: 'Sign-in with password or single sign-on, sessions, universes, impersonation, password reset',
  config: 'What the web app needs before anyone signs in',
  surveys: "A survey's data version",
  'survey administration':
    "Root users: every universe's surveys, their configuration blocks with versions, questions and background variables, universe settings and scripts",
  dashboard: "The dashboard's figures for a drill node and its filters",
  rankings: 'Units ranked by an indicator',
  gamification: 'The leaderboard: units by points',
  filters: "The filter sidebar's definitions and typeahead",
  interviews: 'The interview list, one interview, staff comments and sharing links',
  alerts: 'Alerts, their follow-up, and the alert rules that open them',
  plans: 'Action plans: what a unit will do, by when, and the target on an indicator it is judged by',
  samples: 'Sample contacts and the campaign messages they got',
  campaigns:
    'Mail, SMS and letter templates; campaigns, who they reach, their sending and what became of each message',
  respondents:
    "What an invited contact's links call without a sign-in: the questionnaire, tracking and unsubscribe",
  reports: 'Downloads',
  tasks: 'File imports and the background tasks that run them',
  users: "The universe's members: the list, details, editor, invitations, sessions and the audit trail",
  roles: 'Roles as named sets of permissions, and the single sign-on roles that grant them',
  'api-keys': "A survey's API keys for integrations and the big screen",
  webhooks:
    "The universe's outbound webhooks: endpoints, their secrets and the delivery log (the events sent are under `webhooks`)",
  ingestion: 'The versioned public API for integrations: writing interviews with an API key',
  'big screen': "The big screen's calls, authenticated by its API key",
  events: "The web app's usage events",
  live: 'Live updates as Server-Sent Events',
  logs: "The web app's uncaught errors",
  health: 'For load balancers and monitoring',
  setup: 'The first start of a production install: the first universe and its administrator',
  docs: 'This reference',
} as const;
type ApiTag = keyof typeof API_TAGS;

/**
 * Who may call: `session` needs a sign-in (the session cookie, or a single sign-on bearer
 * token); `apiKey` an API key alone (integrations, the big screen); `public` anyone.
 */
type ApiAuth = 'session' | 'apiKey' | 'public';

/** Error statuses a route may answer, each with the `ZApiError` body. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` parameters (Fastify and react-router style). */
  readonly path: string;
  /** One line for the reference. */
  readonly summary: string;
  /** More, when the summary is not enough. */
  readonly description?: string;
  readonly tag: ApiTag;
  readonly auth: ApiAuth;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The body as the reference shows it, for a route that reads its body itself (a batch
   * checked row by row, a multipart upload): documentation only, never validated.
   */
  readonly documentedBody?: { readonly mediaType: string; readonly schema: z.ZodType };
  /** JSON answers by status (204: `ZNoContent`). */
  readonly response?: { readonly [status: number]: z.ZodType };
  /**
   * An answer that is not JSON (a file, an event stream): its media type and what it is. An
   * answer of one of several types (a report: a workbook or a PDF) names each: the reference
   * lists each as a content entry of its own, and a client accepts any of them.
   */
  readonly produces?: { readonly mediaType: string | readonly string[]; readonly description: string };
  /** A GET that changes state: it needs the CSRF header as a POST does. */
  readonly changesState?: boolean;
  /**
   * A state-changing GET kept for compatibility (the product's API contract names it): the
   * form to call instead, a POST or DELETE. The reference marks the GET deprecated.
   */
  readonly replacedBy?: Pick<ApiRoute, 'method' | 'path'>;
  /**
   * Authenticated by a signed token in its URL (a link in a mail), never by the session
   * cookie: mail programs call it without the CSRF header (one-click unsubscribe), so it
   * is exempt from it.
   */
  readonly signedLink?: boolean;
  /** Sets the session cookie (a sign-in, a new session) or clears it (sign-out). */
  readonly sessionCookie?: 'set' | 'clear';
  /** Answers 302 with a `Location` header instead of a body: where it sends the caller. */
  readonly redirect?: string;
  /** Errors beyond those that follow from the entry (see `apiErrorStatuses`). */
  readonly errors?: readonly ApiErrorStatus[];
  /**
   * The permission a signed-in caller's role must hold (else 403 before the handler runs).
   * Without one, any member of the universe may call; the handler may still check more.
   */
  readonly permission?: Permission;
  /** Root users only, whatever their role (else 403 before the handler runs). */
  readonly root?: true;
}

/**
 * The GET form of a state-changing call, kept for compatibility where the product's API
 * contract names a GET: the same call, protected by the CSRF header as the POST or DELETE
 * form is, and marked deprecated in the reference in favour of that form.
 */
export const getFormOf = <R extends ApiRoute>(
  route: R,
): Omit<R, 'method'> & { readonly method: 'GET'; readonly changesState: true; readonly replacedBy: R } => ({
  ...route,
  method: 'GET',
  changesState: true,
  replacedBy: route,
});

/** The media types a route's answer may have (`produces`): its one, or each of several. */
export const producedMediaTypes = (produces: NonNullable<ApiRoute['produces']>): readonly string[] =>
  typeof produces.mediaType === 'string' ? [produces.mediaType] : produces.mediaType;

/** The answer of a call that answers 204 without a body. */
export const ZNoContent = z.undefined().describe('No content');

/**
 * Whether a route reads its body as JSON: its documented body's media type where it names
 * one (a multipart upload does), else whether it has a body schema. Any other body is refused
 * with 415 once the caller is authenticated, before it is read.
 */
export const takesJsonBody = (route: ApiRoute): boolean =>
  route.documentedBody ? route.documentedBody.mediaType === 'application/json' : route.body !== undefined;

/**
 * The error statuses of a route: its own, plus 400 for a route that takes input, 413 for one
 * that takes a body, 415 for one that takes a JSON body, 401 for one that needs a credential, 403 for a call that needs the CSRF header (state-changing
 * and not authenticated by an API key alone) and 404 for one that looks up a survey.
 */
export function apiErrorStatuses(route: ApiRoute): ApiErrorStatus[] {
  const statuses = new Set<ApiErrorStatus>(route.errors ?? []);
  if (route.params || route.querystring || route.body) statuses.add(400);
  // A body over the server's limit is refused before the route runs.
  if (route.body || route.documentedBody) statuses.add(413);
  if (takesJsonBody(route)) statuses.add(415);
  if (route.auth !== 'public') statuses.add(401);
  if (route.permission || route.root) statuses.add(403);
  if ((route.method !== 'GET' || route.changesState) && route.auth !== 'apiKey' && !route.signedLink)
    statuses.add(403);
  if (route.path.includes('/:survey')) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** The `:name` parameters of a path, as a union of names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A value as a URL carries it: a field the server coerces (its input type `unknown`) takes
 * a string or a number, and so does a text field (a number is written out as text).
 */
type UrlValue<T> = unknown extends T ? string | number : string extends T ? T | number : T;
type UrlFields<T> = { [K in keyof T]: UrlValue<T[K]> };

/** The path parameters of a call, by the names and types of the route's `params` schema. */
export type ApiParams<R extends ApiRoute> = R extends { readonly params: infer P extends z.ZodType }
  ? UrlFields<z.input<P>>
  : Record<PathParamNames<R['path']>, string | number>;

/** The query of a call, as the route's `querystring` schema reads it; none without one. */
export type ApiQuery<R extends ApiRoute> = R extends { readonly querystring: infer Q extends z.ZodType }
  ? UrlFields<z.input<Q>>
  : Record<string, never>;

/** The JSON body of a call, as the route's `body` schema reads it; none without one. */
export type ApiBody<R extends ApiRoute> = R extends { readonly body: infer B extends z.ZodType }
  ? z.input<B>
  : never;

/** The statuses of a successful JSON answer. */
type SuccessStatus = 200 | 201 | 204;

/** What a call answers when it succeeds: its 200, 201 or 204 (`undefined`) schema's output. */
export type ApiResponse<R extends ApiRoute> = R extends { readonly response: infer A }
  ? { [S in keyof A & SuccessStatus]: A[S] extends z.ZodType ? z.output<A[S]> : never }[keyof A &
      SuccessStatus]
  : never;

/** The arguments of `apiPath` after the route: no parameters needed for a path without any. */
type ApiPathArgs<R extends ApiRoute> = R extends { readonly params: z.ZodType }
  ? [params: ApiParams<R>, query?: ApiQuery<R>]
  : [params?: ApiParams<R>, query?: ApiQuery<R>];

/**
 * The URL of a call: the route's path with each parameter URL-encoded as one segment
 * (a filtered drill path's `,` `;` `=` included), and the query without empty values.
 */
export function apiPath<R extends ApiRoute>(route: R, ...[params, query]: ApiPathArgs<R>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = route.path.replaceAll(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${route.path} needs parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The parameters of a URL path that `apiPath` built for the route, each decoded; null for a
 * path of another shape (another route, a query, another origin).
 */
export function matchApiPath<R extends ApiRoute>(
  route: R,
  path: string,
): Record<PathParamNames<R['path']>, string> | null {
  const names: string[] = [];
  const pattern = route.path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/?#]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])])) as Record<
      PathParamNames<R['path']>,
      string
    >;
  } catch {
    // a malformed escape (%E0%A4%A) is not a path apiPath builds
    return null;
  }
}
