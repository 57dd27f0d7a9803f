import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { pagePath } from '../../../lib/page-path.ts';
import { campaignsPage } from './back-target.ts';

/**
 * Where a unit of a campaign leads: the page the campaign was opened from (else the campaigns
 * page, else the first page) at that unit, with the filters last seen.
 */
export function unitPath(
  survey: TSurvey,
  fromPage: string | null,
  unitDrillPath: string,
  filterToken: string,
): string | null {
  const page = survey.pages.find((p) => p.extname === fromPage) ?? campaignsPage(survey) ?? survey.pages[0];
  return page ? pagePath(survey, page, unitDrillPath, filterToken) : null;
}

/** The page that shows a campaign's results (a page with the campaign details component), when there is one. */
export function resultsPath(
  survey: TSurvey,
  campaignId: number,
  drillPath: string,
  filterToken: string,
): string | null {
  const page = survey.pages.find((p) => p.components.some((c) => c.type === 'MailCampaignDetailsComponent'));
  if (!page) return null;
  const path = pathFor('page', {
    pageId: page.extname,
    surveyExtName: survey.extName,
    drillPath: joinFilteredDrillPath(drillPath, filterToken),
  });
  return `${path}?${new URLSearchParams({ campaignId: String(campaignId) })}`;
}
