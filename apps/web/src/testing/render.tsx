import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { theme } from '@/app/theme.ts';
import { loadRestTexts, setLocale } from '@/lib/i18n.ts';
import type { Locale } from '@/lib/locale-choice.ts';
import { createQueryClient } from '@/lib/query-client.ts';

/**
 * Component tests draw a screen part as the app does (the app's theme, a real QueryClient,
 * English texts with the administration part, a data router, as the app's) in happy-dom. The server cannot run
 * there, so `fetch` is replaced at the network boundary (`answerCalls`): what the component
 * sends goes through the real API client, and each call is recorded with its body.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** One call the component sent. */
export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a status (200 by default) and a JSON body (or an `ApiError` body by `refuse`). */
export interface Answer {
  status?: number;
  body?: unknown;
}

/** A refusal as the server sends it (`ZApiError`). */
export function refuse(
  status: number,
  code: string,
  message: string,
  field?: string,
  params: Record<string, string | number> = {},
): Answer {
  return { status, body: { error: { code, params, message, ...(field ? { field } : {}) } } };
}

/**
 * Answers every call with `answer(call)` (a call it answers nothing to gets 404) and returns
 * the list of the calls sent, in order.
 */
export function answerCalls(answer: (call: SentCall) => Answer | undefined): SentCall[] {
  const calls: SentCall[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const call: SentCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answered = answer(call) ?? refuse(404, 'not_found', `no answer for ${call.method} ${call.path}`);
    const status = answered.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answered.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/**
 * Draws `ui` with the app's providers (in English unless `language` says otherwise); `user`
 * types and clicks as a person does. A screen that reads its route's parameters is drawn at
 * `url` under the route `path` (e.g. `/usereditor/:surveyExtName/:userId`).
 */
export async function renderWithApp(
  ui: ReactElement,
  { language = 'en', path = '*', url = '/' }: { language?: Locale; path?: string; url?: string } = {},
): Promise<RenderResult & { user: UserEvent }> {
  await loadRestTexts();
  await setLocale(language);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const routes = [{ path, element: ui }];
  // where the screen navigates to: its address, to read
  if (path !== '*') routes.push({ path: '*', element: <WentTo /> });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, user };
}

/** The address a screen under test navigated to (`data-testid="went-to"`). */
function WentTo() {
  return <p data-testid="went-to">{useLocation().pathname}</p>;
}
