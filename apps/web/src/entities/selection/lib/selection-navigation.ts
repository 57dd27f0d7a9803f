import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor, type RouteName } from '@opinio/domain/routes';
import type { TPage, TSurvey, TView } from '@opinio/domain/schemas/survey';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { refreshLoadCount } from '@/lib/load-count.ts';
import { defaultDrillPath, filterTokenForPage, pagePath } from '@/lib/page-path.ts';
import { useSelection, useSelectionMemory } from './selection.tsx';

interface OpenPageOptions {
  survey?: TSurvey;
  drillPath?: string;
  filterToken?: string;
}

/** Route names whose :drillPath belongs to a menu page of that extname. */
const PAGE_OF_ROUTE: Partial<Record<RouteName, string>> = {
  rankings: 'rankings',
  alerts: 'alerts',
  samples: 'samples',
};

/** The extname of the menu page the current route shows, for highlighting. */
export function useActivePageExtName(): string | null {
  const { route, params } = useCurrentRoute();
  if (!route) return null;
  if (route.name === 'page') return params.pageId ?? null;
  return PAGE_OF_ROUTE[route.name as RouteName] ?? null;
}

/** Changes of survey, view, drill path and filters, written to the URL where the route has them. */
export function useSelectionNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { route, params } = useCurrentRoute();
  const selection = useSelection();
  const { remember } = useSelectionMemory();
  const { survey } = selection;
  const activePage = useActivePageExtName();
  const onScreen = survey?.pages.find((p) => p.extname === activePage);

  /** The current route at another drill path and filter; null when the route has no drill path. */
  function routeAt(drillPath: string, filterToken: string): string | null {
    if (!route || params.drillPath === undefined) return null;
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined) values[key] = value;
    values.drillPath = joinFilteredDrillPath(drillPath, filterToken);
    return pathFor(route.name as RouteName, values) + location.search;
  }

  function go(drillPath: string, filterToken: string): void {
    if (!survey) return;
    const path = routeAt(drillPath, filterToken);
    if (path !== null) navigate(path);
    else remember({ surveyExtName: survey.extName, drillPath, filterToken });
  }

  /** Every navigation to a page first refreshes the survey's load count, so it shows the newest data. */
  async function openPage(page: TPage, options: OpenPageOptions = {}): Promise<void> {
    const target = options.survey ?? survey;
    if (!target) return;
    await refreshLoadCount(queryClient, target.extName);
    const filterToken = filterTokenForPage(
      page,
      options.filterToken ?? selection.filterToken,
      // a new survey or an explicit token starts afresh; otherwise from the page on screen
      options.survey || options.filterToken ? undefined : { page: onScreen, survey: target },
    );
    navigate(pagePath(target, page, options.drillPath ?? selection.drillPath, filterToken));
  }

  return {
    setFilterToken: (filterToken: string) => go(selection.drillPath, filterToken),
    setDrillPath: (drillPath: string) => go(drillPath, selection.filterToken),
    openPage,
    /** Home: the start filter and the survey's first page. */
    goHome: async () => {
      const first = survey?.pages[0];
      if (!survey || !first) return;
      const drillPath = selection.view?.startPath || defaultDrillPath(survey);
      await openPage(first, { drillPath, filterToken: survey.startFilter });
    },
    openSurvey: async (next: TSurvey) => {
      const first = next.pages[0];
      if (first)
        await openPage(first, {
          survey: next,
          drillPath: defaultDrillPath(next),
          filterToken: next.startFilter,
        });
    },
    openView: async (view: TView) => {
      if (route && params.drillPath !== undefined) go(view.startPath, selection.filterToken);
      else if (survey?.pages[0]) await openPage(survey.pages[0], { drillPath: view.startPath });
    },
    /** Where openView goes: the same screen at the view's start, or the first page there. */
    viewPath: (view: TView): string | undefined => {
      const first = survey?.pages[0];
      return (
        routeAt(view.startPath, selection.filterToken) ??
        (survey && first
          ? pagePath(
              survey,
              first,
              view.startPath,
              filterTokenForPage(first, selection.filterToken, { page: onScreen, survey }),
            )
          : undefined)
      );
    },
  };
}
