import type { TSurvey } from '@opinio/domain/schemas/survey';
import { pagePath, safeRedirect } from '@/lib/page-path.ts';

export interface BackTarget {
  path: string;
  /** The title of the page it goes back to; null: a screen of the app without one (the creation screen). */
  pageTitle: string | null;
}

/** The first menu page that lists campaigns: where template and campaign screens go back to by default. */
export function campaignsPage(survey: TSurvey) {
  return survey.pages.find((p) => p.components.some((c) => c.type === 'MailCampaignsListComponent')) ?? null;
}

/**
 * Where the back link of a template or campaign screen goes. `fromPage` is a menu page's
 * extname, or a path of this app (a template opened from the creation screen goes back to
 * it); otherwise the campaigns page, with the drill path and filters last seen. Null when the
 * survey has no such page.
 */
export function backTarget(
  survey: TSurvey,
  fromPage: string | null,
  drillPath: string,
  filterToken: string,
): BackTarget | null {
  const path = fromPage?.startsWith('/') ? safeRedirect(fromPage) : null;
  if (path) return { path, pageTitle: null };
  const page = survey.pages.find((p) => p.extname === fromPage) ?? campaignsPage(survey);
  if (!page) return null;
  return { path: pagePath(survey, page, drillPath, filterToken), pageTitle: page.title };
}
