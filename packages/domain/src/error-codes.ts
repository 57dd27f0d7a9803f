/**
 * The API's error codes (decision 037): one code per meaning, each with its HTTP status and
 * the parameters its answer carries in `error.params`. The web says each in the user's
 * language from the code and the parameters; the English `message` is for integrators and
 * logs. Where the problem is one field's, the answer names it in `error.field` (a path):
 * the texts never contain the field, so a form shows them at the field or after its label.
 *
 * A parameter's kind: `number`, `string`, and optional with `?`.
 */
type ParamKind = 'number' | 'string' | 'number?' | 'string?';

export const ERROR_CODES = {
  // 400: what the request says cannot be taken as it is
  invalid_request: { status: 400, params: {}, about: 'The request cannot be read (a catch-all)' },
  invalid_json: { status: 400, params: {}, about: 'The body is not valid JSON' },
  required: { status: 400, params: {}, about: 'A value is missing' },
  invalid_type: { status: 400, params: { expected: 'string?' }, about: 'A value of the wrong type' },
  too_long: { status: 400, params: { max: 'number' }, about: 'A text longer than `max` characters' },
  too_short: { status: 400, params: { min: 'number' }, about: 'A text shorter than `min` characters' },
  too_many: { status: 400, params: { max: 'number' }, about: 'A list of more than `max` entries' },
  too_few: { status: 400, params: { min: 'number' }, about: 'A list of fewer than `min` entries' },
  too_large: { status: 400, params: { max: 'number' }, about: 'A number above `max`' },
  too_small: { status: 400, params: { min: 'number' }, about: 'A number below `min`' },
  out_of_range: {
    status: 400,
    params: { min: 'number', max: 'number' },
    about: 'A number outside `min`–`max`',
  },
  invalid_format: {
    status: 400,
    params: { format: 'string?' },
    about: 'A text not of its format (`format`: email, uuid, date, regex, ...)',
  },
  invalid_value: { status: 400, params: {}, about: 'A value that is not accepted' },
  https_required: {
    status: 400,
    params: {},
    about:
      'An address that must be https: plain http is taken only for a receiver on the server’s own machine or network, where the server allows those (a demo)',
  },
  unknown_value: {
    status: 400,
    params: { value: 'string?' },
    about: 'A value that names nothing there is (no such option, unit, role, question, ...)',
  },
  unknown_field: { status: 400, params: { keys: 'string' }, about: 'Properties the call does not take' },
  duplicate: { status: 400, params: { value: 'string?' }, about: 'The same value twice in a list' },
  unsafe_text: { status: 400, params: {}, about: 'A text with NUL characters or unpaired surrogates' },
  not_applicable: { status: 400, params: {}, about: 'A value that does not apply to this kind of thing' },
  date_out_of_range: {
    status: 400,
    params: { min: 'string', max: 'string' },
    about: 'A date outside `min`–`max` (UTC days, both whole)',
  },
  invalid_cursor: { status: 400, params: {}, about: 'A page cursor this list did not give' },
  invalid_filter: {
    status: 400,
    params: { filter: 'string', value: 'string?' },
    about: 'A filter that does not exist or a value it does not have',
  },
  outside_scope: { status: 400, params: {}, about: 'A unit outside your part of the organisation' },
  organisation_view_only: { status: 400, params: {}, about: 'Made in the organisation view only' },
  invalid_transition: {
    status: 400,
    params: { from: 'string', to: 'string' },
    about: 'An alert cannot move from state `from` to `to`',
  },
  missing_translation: {
    status: 400,
    params: { locale: 'string' },
    about: 'The template has no text in language `locale`',
  },
  script_failed: { status: 400, params: { detail: 'string' }, about: 'The script did not run: `detail`' },
  wrong_password: { status: 400, params: {}, about: 'The current password is not right' },
  same_password: { status: 400, params: {}, about: 'The new password is the current one' },
  sso_password: { status: 400, params: {}, about: 'The account signs in with single sign-on' },
  link_expired: { status: 400, params: {}, about: 'A reset link that expired or was used' },
  sso_not_configured: {
    status: 400,
    params: { domain: 'string' },
    about: 'No single sign-on for the e-mail domain `domain`',
  },
  no_file: { status: 400, params: {}, about: 'No file in the upload (multipart/form-data, field `file`)' },
  empty_file: { status: 400, params: {}, about: 'The file is empty' },
  unsupported_file: { status: 400, params: {}, about: 'A file that is not .csv or .xlsx' },
  invalid_file: { status: 400, params: {}, about: 'A file or upload that cannot be read' },
  missing_columns: {
    status: 400,
    params: { columns: 'string' },
    about: 'The header row lacks the columns `columns`',
  },
  unnamed_column: {
    status: 400,
    params: {},
    about: 'A column of a file has values but no name in the header row',
  },
  unknown_question: {
    status: 400,
    params: { question: 'string' },
    about: 'The survey has no question `question` (a column of an import file)',
  },
  invalid_rows: {
    status: 400,
    params: { count: 'number' },
    about: 'A file with `count` bad cells (`rows`): nothing was imported',
  },
  invalid_batch: {
    status: 400,
    params: { count: 'number' },
    about: '`count` bad interviews of a batch (`rows`): nothing was written',
  },
  invalid_content: {
    status: 400,
    params: { count: 'number' },
    about: 'A document with `count` problems (`issues`)',
  },
  // 401: who is calling is not known
  unauthorized: { status: 401, params: {}, about: 'Sign in (no session, or it ended)' },
  wrong_credentials: { status: 401, params: {}, about: 'Wrong user name or password' },
  invalid_token: { status: 401, params: {}, about: 'The sign-in token is not valid' },
  invalid_api_key: { status: 401, params: {}, about: 'No API key, or an unknown or revoked one' },
  invalid_key: { status: 401, params: {}, about: 'Not a big-screen key' },
  revoked_key: { status: 401, params: {}, about: 'A revoked big-screen key' },
  // 403: known, but not allowed
  forbidden: { status: 403, params: {}, about: 'You do not have access to this' },
  setup_token_wrong: {
    status: 403,
    params: {},
    about: 'The setup token is not the one the server printed at its start',
  },
  missing_permission: {
    status: 403,
    params: { permission: 'string' },
    about: 'Your role lacks the permission `permission`',
  },
  root_only: { status: 403, params: {}, about: 'Only root users may do this' },
  csrf: { status: 403, params: {}, about: 'The header `X-Requested-With: opinio` is missing' },
  no_universe: {
    status: 403,
    params: { universe: 'string?' },
    about: 'No access to the universe (or to any)',
  },
  unknown_user: { status: 403, params: {}, about: 'Single sign-on: the person has no account' },
  sso_only: {
    status: 403,
    params: {},
    about: 'The host signs in with single sign-on only: no password sign-in (but a root user’s)',
  },
  own_account: { status: 403, params: {}, about: 'Your own role, scope or state, or acting as another' },
  shared_person: { status: 403, params: {}, about: 'A person of several universes: their own fields' },
  exceeds_own_role: { status: 403, params: {}, about: 'A role that allows more than your own' },
  report_disabled: {
    status: 403,
    params: { report: 'string' },
    about: 'The survey does not offer the report `report`',
  },
  // 404
  not_found: { status: 404, params: {}, about: 'Not found, or not yours to see' },
  invalid_link: { status: 404, params: {}, about: 'A link that is not valid or has expired' },
  // 409: the state of things does not allow it now
  conflict: { status: 409, params: {}, about: 'Not possible in the present state' },
  setup_done: { status: 409, params: {}, about: 'The first setup is done already: sign in instead' },
  already_exists: { status: 409, params: { value: 'string?' }, about: 'The name or key is taken' },
  in_use: { status: 409, params: {}, about: 'Something else uses it (answers, members, ...)' },
  built_in: { status: 409, params: {}, about: 'A built-in role cannot be changed or deleted' },
  changed_meanwhile: { status: 409, params: {}, about: 'Changed by someone else meanwhile: read it again' },
  file_not_stored: {
    status: 409,
    params: {},
    about: 'An uploaded file that is no longer stored: upload it again',
  },
  still_running: { status: 409, params: {}, about: 'It is running: cancel it first' },
  nobody_to_reach: { status: 409, params: {}, about: 'A campaign or reminder would reach nobody' },
  campaign_finished: { status: 409, params: {}, about: 'The campaign has finished sending' },
  mail_not_configured: { status: 409, params: {}, about: 'Mail is not set up on this server' },
  no_email: { status: 409, params: {}, about: 'No e-mail address to send to' },
  send_failed: { status: 409, params: { detail: 'string?' }, about: 'The message could not be sent' },
  answered: { status: 409, params: {}, about: 'The survey has been answered already' },
  not_ready: { status: 409, params: { status: 'string' }, about: 'The report is not ready' },
  report_gone: {
    status: 409,
    params: { what: 'string' },
    about: 'The report cannot be made: its `what` (survey or unit) no longer exists',
  },
  report_cancelled: { status: 409, params: {}, about: 'The report was cancelled' },
  report_queue_full: {
    status: 409,
    params: { limit: 'number' },
    about: 'You have `limit` reports waiting, the most one user may have',
  },
  // other statuses
  payload_too_large: { status: 413, params: {}, about: 'The request body is too large' },
  file_too_large: { status: 413, params: { maxMb: 'number' }, about: 'The file is larger than `maxMb` MB' },
  file_unpacks_too_large: {
    status: 413,
    params: { maxMb: 'number' },
    about: 'The workbook (a zip) unpacks to more than `maxMb` MB',
  },
  uri_too_long: { status: 414, params: {}, about: 'The address is too long' },
  unsupported_media_type: { status: 415, params: {}, about: 'Send the body as application/json' },
  too_many_requests: {
    status: 429,
    params: { retryAfter: 'number' },
    about: 'Too many requests: try again in `retryAfter` seconds',
  },
  internal: { status: 500, params: {}, about: 'Something went wrong on the server' },
  unavailable: {
    status: 503,
    params: { retryAfter: 'number?' },
    about: 'The database cannot be reached',
  },
  sso_unavailable: { status: 503, params: {}, about: 'The sign-in provider cannot be reached' },
  analytics_preparing: {
    status: 503,
    params: { retryAfter: 'number' },
    about:
      "The survey's figures are being copied to the analytics engine (ClickHouse): try again in `retryAfter` seconds",
  },
} as const satisfies Record<string, { status: number; params: Record<string, ParamKind>; about: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

type KindType<K> = K extends `number${string}` ? number : string;
type Spec<C extends ErrorCode> = (typeof ERROR_CODES)[C]['params'];
type RequiredNames<P> = { [K in keyof P]: P[K] extends `${string}?` ? never : K }[keyof P];

/** The parameters of a code, typed. */
export type ErrorParams<C extends ErrorCode> = { [K in RequiredNames<Spec<C>>]: KindType<Spec<C>[K]> } & {
  [K in Exclude<keyof Spec<C>, RequiredNames<Spec<C>>>]?: KindType<Spec<C>[K]>;
};

/** A code with its parameters (`params` may be left out when the code needs none). */
export type CodedError<C extends ErrorCode = ErrorCode> = {
  [K in C]: [RequiredNames<Spec<K>>] extends [never]
    ? { code: K; params?: ErrorParams<K> }
    : { code: K; params: ErrorParams<K> };
}[C];

/** The codes answered with the HTTP status S. */
export type ErrorCodeOf<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never;
}[ErrorCode];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** A problem of one field, as a code and parameters (a zod issue of a document's check). */
export interface FieldProblem {
  code: ErrorCode;
  params: Record<string, string | number>;
}

/** What a zod issue (v4, read structurally: no zod at run time here) means, as a code. */
export function zodIssueProblem(issue: {
  code?: string;
  message?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  expected?: unknown;
  keys?: readonly string[];
  params?: unknown;
}): FieldProblem {
  const bound = (value: unknown) => Number(value);
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message ?? '')
        ? { code: 'required', params: {} }
        : {
            code: 'invalid_type',
            params: typeof issue.expected === 'string' ? { expected: issue.expected } : {},
          };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'too_long', params: { max: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'too_many', params: { max: bound(issue.maximum) } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return { code: 'too_large', params: { max: bound(issue.maximum) } };
      return { code: 'invalid_value', params: {} };
    case 'too_small':
      if (issue.origin === 'string')
        return bound(issue.minimum) <= 1
          ? { code: 'required', params: {} }
          : { code: 'too_short', params: { min: bound(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return bound(issue.minimum) <= 1
          ? { code: 'required', params: {} }
          : { code: 'too_few', params: { min: bound(issue.minimum) } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return { code: 'too_small', params: { min: bound(issue.minimum) } };
      return { code: 'invalid_value', params: {} };
    case 'invalid_format':
      return { code: 'invalid_format', params: issue.format ? { format: issue.format } : {} };
    case 'invalid_value':
      return { code: 'unknown_value', params: {} };
    case 'unrecognized_keys':
      return { code: 'unknown_field', params: { keys: (issue.keys ?? []).join(', ') } };
    case 'custom': {
      // a refinement of the domain's schemas may name its code and its parameters (`params: { code, ... }`)
      const { code: named, ...rest } = (issue.params ?? {}) as Record<string, unknown>;
      if (!isErrorCode(named)) return { code: 'invalid_value', params: {} };
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(rest))
        if (typeof value === 'string' || typeof value === 'number') params[name] = value;
      return { code: named, params };
    }
    default:
      return { code: 'invalid_value', params: {} };
  }
}
