import type { TSurvey } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target.ts';
import { resultsPath, unitPath } from './campaign-links.ts';
import { campaignPath, channelOfRoute, templatePath } from './channel-routes.ts';

const page = (extname: string, title: string, types: string[] = []) => ({
  extname,
  title,
  icon: 'dashboard',
  selectionInterval: null,
  components: types.map((type, id) => ({ id, type, title: null, config: {} })),
});
const survey = {
  extName: 'cx',
  pages: [page('overview', 'Overview'), page('campaigns', 'Campaigns', ['MailCampaignsListComponent'])],
} as unknown as TSurvey;
const drill = encodeURIComponent('org,all,north;ftime=rdays:-90:0');

describe('links of the campaign screens', () => {
  it('go back to the page named by fromPage, else to the campaigns page, with the drill path last seen', () => {
    expect(backTarget(survey, 'overview', 'org,all,north', 'ftime=rdays:-90:0')).toEqual({
      path: `/page/overview/cx/${drill}`,
      pageTitle: 'Overview',
    });
    expect(backTarget(survey, null, 'org,all,north', 'ftime=rdays:-90:0')).toEqual({
      path: `/page/campaigns/cx/${drill}`,
      pageTitle: 'Campaigns',
    });
    expect(backTarget({ ...survey, pages: [] }, 'nosuchpage', 'org,all', '')).toBeNull();
  });

  it('go back to a screen of this app named by its path (the creation screen), never elsewhere', () => {
    expect(
      backTarget(survey, '/createmailcampaign/cx/mail/org,all?fromPage=campaigns', 'org,all', ''),
    ).toEqual({
      path: '/createmailcampaign/cx/mail/org,all?fromPage=campaigns',
      pageTitle: null,
    });
    expect(backTarget(survey, '//evil.example/x', 'org,all', '')?.path).toBe(`/page/campaigns/cx/org%2Call`);
  });

  it('open a template in its channel’s editor and a campaign on its page, remembering where from', () => {
    expect(templatePath('cx', 'sms', 'new', 'campaigns')).toBe('/smstemplate/cx/new?fromPage=campaigns');
    expect(templatePath('cx', 'letter', 12, null)).toBe('/lettertemplate/cx/12');
    expect(campaignPath('cx', 5, 'campaigns')).toBe('/mailcampaign/cx/5?fromPage=campaigns');
    expect(channelOfRoute('smstemplate')).toBe('sms');
    expect(channelOfRoute('mailcampaign')).toBeNull();
  });

  it('lead from a unit of a campaign to its numbers on the page the campaign came from', () => {
    expect(unitPath(survey, 'overview', 'org,all,north,oulu', '')).toBe(
      `/page/overview/cx/${encodeURIComponent('org,all,north,oulu')}`,
    );
    expect(unitPath(survey, null, 'org,all,north', '')).toBe(
      `/page/campaigns/cx/${encodeURIComponent('org,all,north')}`,
    );
  });

  it('offer the results only where a page shows a campaign’s details', () => {
    expect(resultsPath(survey, 5, 'org,all', '')).toBeNull();
    // without such a page: the first dashboard page with the campaign filter on the campaign
    expect(resultsPath(survey, 5, 'org,all', 'ftime=rdays:-90:0', 'camp')).toBe(
      `/page/overview/cx/${encodeURIComponent('org,all;ftime=rdays:-90:0;camp=5::any:any:any')}`,
    );
    const withResults = {
      ...survey,
      pages: [...survey.pages, page('results', 'Results', ['MailCampaignDetailsComponent'])],
    };
    expect(resultsPath(withResults as TSurvey, 5, 'org,all', '')).toBe(
      `/page/results/cx/${encodeURIComponent('org,all')}?campaignId=5`,
    );
  });
});
