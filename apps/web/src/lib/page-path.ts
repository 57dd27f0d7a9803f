import { LOGIN_STATUS_OK, TIME_FILTER_NAME } from '@opinio/domain/constants';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TPage, TSurvey } from '@opinio/domain/schemas/survey';
import { filterValues, setFilter, withFilterValues } from './filters.ts';

/** Pages with these extnames have routes of their own (docs/product.md#menu-pages). */
const DEDICATED_ROUTES = { rankings: 'rankings', alerts: 'alerts', samples: 'samples' } as const;

/** The first view's start path (the survey's when it has no views). */
export function defaultDrillPath(survey: TSurvey): string {
  return survey.views[0]?.startPath || survey.startPath;
}

/** Where a page is opened from: the page on screen and its survey. */
interface OpenedFrom {
  page: TPage | null | undefined;
  survey: TSurvey;
}

/**
 * The filters a page opens with. A page with a selectionInterval sets it as the time filter.
 * A page without one keeps the period the user chose, but not the one the page on screen set
 * by itself (the Trends page's 24 months): that goes back to the survey's start period.
 */
export function filterTokenForPage(page: TPage, filterToken: string, from?: OpenedFrom): string {
  if (page.selectionInterval) return setFilter(filterToken, TIME_FILTER_NAME, [page.selectionInterval]);
  const own = from?.page?.selectionInterval;
  const period = filterValues(filterToken, TIME_FILTER_NAME);
  if (!from || !own || period.length !== 1 || period[0] !== own) return filterToken;
  return withFilterValues(
    filterToken,
    TIME_FILTER_NAME,
    filterValues(from.survey.startFilter, TIME_FILTER_NAME),
  );
}

export function pagePath(survey: TSurvey, page: TPage, drillPath: string, filterToken: string): string {
  const drillPathFiltered = joinFilteredDrillPath(drillPath, filterToken);
  const dedicated = DEDICATED_ROUTES[page.extname as keyof typeof DEDICATED_ROUTES];
  if (dedicated) return pathFor(dedicated, { surveyExtName: survey.extName, drillPath: drillPathFiltered });
  return pathFor('page', {
    pageId: page.extname,
    surveyExtName: survey.extName,
    drillPath: drillPathFiltered,
  });
}

/** Where a survey starts: its first page, first view's start path and start filter. @internal */
export function surveyStartPath(survey: TSurvey): string | null {
  const page = survey.pages[0];
  const drillPath = defaultDrillPath(survey);
  if (!page || !drillPath) return null;
  return pagePath(survey, page, drillPath, filterTokenForPage(page, survey.startFilter));
}

/** After sign-in: first survey, first view, start path, start filter (docs/product.md#after-sign-in). */
export function startPathFor(identity: TUserIdentity): string | null {
  if (identity.loginStatus !== LOGIN_STATUS_OK) return null;
  // Some universes are served elsewhere: their users go to the forwarding page.
  if (identity.forwarding) return pathFor(identity.forwarding);
  const survey = identity.surveys[0];
  return survey ? surveyStartPath(survey) : null;
}

const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A base no page can share: a target that leaves it is not a path of this app. */
const SAME_ORIGIN = 'https://opinio.invalid';

/**
 * Only same-origin paths are followed after sign-in (no open redirect). The target is
 * checked as the browser will read it: control characters and backslashes are refused
 * (browsers drop tabs and newlines and read '\\' as '/', so '/\t/evil.example' would be
 * '//evil.example'), then it must resolve to this origin, and so must what it resolved to.
 */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.includes('\\') || hasControlCharacter(target)) return null;
  let url: URL;
  try {
    url = new URL(target, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can climb to an empty one ('/..//evil.example' is '//evil.example'): a
  // path starting with two slashes is another host's when it is followed.
  if (path === '/' || path.startsWith('//')) return null;
  return new URL(path, SAME_ORIGIN).origin === SAME_ORIGIN ? path : null;
}
