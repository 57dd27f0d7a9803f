import { logsApi } from '@opinio/domain/api/logs';
import type { TBugReport } from '@opinio/domain/schemas/logs';
import { useEffect } from 'react';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { callApi } from '@/lib/api-client.ts';

/** The same error is reported once a minute at most. @internal */
export const DEDUPE_MS = 60_000;
/** And no more than this many reports a minute in all (the server allows 30 per address). @internal */
export const MAX_REPORTS_PER_MINUTE = 10;
const MESSAGE_MAX = 2000;
const STACK_MAX = 10_000;

/** Browser noise that is not a bug of the app. */
const IGNORED = [/^ResizeObserver loop/, /^Script error\.?$/];

export interface BugContext {
  signedIn: boolean;
  survey?: string;
}

export interface BugReporterOptions {
  send: (report: TBugReport) => Promise<unknown>;
  context: () => BugContext;
  now?: () => number;
}

/** A thrown value (an Error, a string, anything) as a report's message and stack. @internal */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`;
    return { message: message.trim() || error.name || 'Error', stack: error.stack };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/**
 * Sends uncaught errors to POST /api/vuejs/logs/bugs: only when signed in, each distinct
 * error once a minute, a few a minute in all, and a failing report is dropped silently
 * (it is never reported itself, so a broken server cannot start a loop).
 * @internal
 */
export function createBugReporter({ send, context, now = Date.now }: BugReporterOptions) {
  const lastSent = new Map<string, number>();
  let windowStart = 0;
  let inWindow = 0;

  return function report(error: unknown): boolean {
    const { signedIn, survey } = context();
    if (!signedIn) return false;
    const { message, stack } = describeError(error);
    if (!message || IGNORED.some((pattern) => pattern.test(message))) return false;
    const at = now();
    const key = `${message}\n${stack?.split('\n', 3).join('\n') ?? ''}`;
    const previous = lastSent.get(key);
    if (previous !== undefined && at - previous < DEDUPE_MS) return false;
    if (at - windowStart >= 60_000) {
      windowStart = at;
      inWindow = 0;
    }
    if (inWindow >= MAX_REPORTS_PER_MINUTE) return false;
    inWindow += 1;
    lastSent.set(key, at);
    for (const [k, t] of lastSent) if (at - t >= DEDUPE_MS) lastSent.delete(k);
    const body: TBugReport = {
      message: message.slice(0, MESSAGE_MAX),
      ...(stack ? { stack: stack.slice(0, STACK_MAX) } : {}),
      ...(survey ? { survey } : {}),
    };
    try {
      send(body).catch(() => {});
    } catch {
      // a send that throws at once is dropped the same way
    }
    return true;
  };
}

let context: BugContext = { signedIn: false };

/** The app's reporter; the root layout keeps its context (signed in, survey) current. */
export const reportBug = createBugReporter({
  send: (report) => callApi(logsApi.report, { body: report, ignoreUnauthorized: true }),
  context: () => context,
});

/** Window `error` and `unhandledrejection` go to the reporter. Answers the uninstaller. */
function installBugListeners(target: Window, report: (error: unknown) => unknown): () => void {
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Mounted once (root layout): listens to the window and keeps the report context. */
export function useBugReporter(): void {
  const signedIn = Boolean(useIdentity().data);
  const survey = useSelection().survey?.extName;
  context = { signedIn, survey };
  useEffect(() => installBugListeners(window, reportBug), []);
}
