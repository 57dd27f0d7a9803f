import { createTheme, type Theme } from '@mui/material/styles';
import type { TClientConfig, TUserIdentity } from '@opinio/domain/schemas/auth';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { setIdentity } from '@/entities/session/api/identity.ts';
import { keepEarlyData, takeEarlyData } from '@/lib/early-calls.ts';
import { applySurveyTexts, i18n, loadLocale } from '@/lib/i18n.ts';
import { LOCALES, type Locale } from '@/lib/locale-choice.ts';
import { safeRedirect, startPathFor } from '@/lib/page-path.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppProviders } from '../app.tsx';
import { preloadScreenFor } from '../route-screens.tsx';
import { appRoutes } from '../router.tsx';
import { theme } from '../theme.ts';
import { matchesWidth } from './media-width.ts';

/** A first call's answer the page is drawn with: the call's method, URL path with query, and JSON. */
export interface FirstAnswer {
  method: string;
  path: string;
  data: unknown;
}

export interface FirstScreenInput {
  /** The address, path and query. */
  url: string;
  locale: Locale;
  config: TClientConfig;
  identity: TUserIdentity;
  /** The page's first calls (its KPI tiles, its drill path), answered. */
  answers: readonly FirstAnswer[];
  /** The width the screen is assumed to have: a phone's or a desktop's (the request's hints). */
  width: number;
}

/**
 * Loads what drawing the screen at `pathname` needs (its file, every language's texts) once:
 * after this, renderFirstScreen draws it in one synchronous pass.
 */
export async function prepareFirstScreen(pathname: string): Promise<void> {
  await Promise.all([preloadScreenFor(pathname), ...LOCALES.map((locale) => loadLocale(locale))]);
}

/**
 * The signed-in app's first screen as HTML, drawn by the app's own components with the
 * answers of its first calls: what a phone shows before the app's code has arrived
 * (docs/decisions/066). Synchronous: the app's module state (the language, the answers kept
 * for the first calls) is the request's for the whole drawing, and left as it was found.
 */
export function renderFirstScreen(input: FirstScreenInput): string {
  const queryClient = createQueryClient();
  const language = i18n.language;
  i18n.changeLanguage(input.locale);
  const survey = input.identity.surveys.find((s) => input.url.includes(`/${encodeURIComponent(s.extName)}/`));
  applySurveyTexts(survey?.localeText ?? null);
  setIdentity(queryClient, input.identity);
  for (const answer of input.answers) keepEarlyData(answer.method, answer.path, input.locale, answer.data);
  try {
    const router = createMemoryRouter(appRoutes(), { initialEntries: [input.url] });
    const appTheme = themeAt(input.width);
    return withoutIds(
      renderToString(
        <AppProviders config={input.config} queryClient={queryClient} router={router} appTheme={appTheme} />,
      ),
    );
  } finally {
    for (const answer of input.answers) takeEarlyData(answer.method, answer.path, input.locale);
    applySurveyTexts(null);
    i18n.changeLanguage(language);
    queryClient.clear();
  }
}

/** The app's theme with its width queries answered for a screen `width` px wide, made once per width. */
const themes = new Map<number, Theme>();
function themeAt(width: number): Theme {
  let made = themes.get(width);
  if (!made) {
    made = createTheme(theme, {
      components: {
        MuiUseMediaQuery: {
          defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, width) }) },
        },
      },
    });
    themes.set(width, made);
  }
  return made;
}

/**
 * The drawing without its ids and test ids: it stands in the page beside the app's own (inert,
 * until the app takes its place), and no id or test id may name two elements.
 */
function withoutIds(html: string): string {
  return html.replace(/ (?:id|data-testid)="[^"]*"/g, '');
}

/**
 * Where a signed-in visit of an address opens: "/" goes on to `redirect` or the first page,
 * as main.tsx sends it (without a mailed link's token); any other address stays.
 */
export function openingAddress(identity: TUserIdentity, url: string): string | null {
  const [pathname, query = ''] = url.split('?');
  if (pathname !== '/') return url;
  const search = new URLSearchParams(query);
  if (search.has('resetToken') || search.has('forgot')) return null;
  return safeRedirect(search.get('redirect')) ?? startPathFor(identity);
}

/** The first calls of the page at a path, given the session's identity (none but a dashboard page's). */
export { pagePaths as firstCalls } from '@/lib/early-calls.ts';
