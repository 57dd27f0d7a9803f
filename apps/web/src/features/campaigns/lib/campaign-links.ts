import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { formatCampaignFilter } from '@opinio/domain/filter-values';
import { pathFor } from '@opinio/domain/routes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { setFilter } from '@/lib/filters.ts';
import { pagePath } from '@/lib/page-path.ts';
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

const CAMPAIGN_TYPES = new Set(['MailCampaignsListComponent', 'MailCampaignDetailsComponent']);

/**
 * Where a campaign's results are: a page with the campaign details component (opened with
 * `campaignId`), else the first dashboard page with the survey's campaign filter set to the
 * campaign (the answers of those it invited); null when the survey has neither.
 */
export function resultsPath(
  survey: TSurvey,
  campaignId: number,
  drillPath: string,
  filterToken: string,
  campaignFilter: string | null = null,
): string | null {
  const page = survey.pages.find((p) => p.components.some((c) => c.type === 'MailCampaignDetailsComponent'));
  if (!page) {
    const dashboard = survey.pages.find((p) => !p.components.some((c) => CAMPAIGN_TYPES.has(c.type)));
    if (!dashboard || !campaignFilter) return null;
    const value = formatCampaignFilter({
      campaignId,
      days: null,
      state: 'any',
      opened: 'any',
      clicked: 'any',
    });
    return pagePath(survey, dashboard, drillPath, setFilter(filterToken, campaignFilter, [value]));
  }
  const path = pathFor('page', {
    pageId: page.extname,
    surveyExtName: survey.extName,
    drillPath: joinFilteredDrillPath(drillPath, filterToken),
  });
  return `${path}?${new URLSearchParams({ campaignId: String(campaignId) })}`;
}
