import type { TSurvey } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target.ts';

const page = (extname: string, title: string) => ({
  extname,
  title,
  icon: 'dashboard',
  selectionInterval: null,
  components: [],
});
const survey = {
  id: 1,
  extName: 'cx',
  pages: [page('overview', 'Overview'), page('alerts', 'Alerts'), page('samples', 'Samples')],
} as unknown as TSurvey;

describe('the sample page back link', () => {
  it('goes to the sample list with the last drill path and filters by default', () => {
    expect(backTarget(survey, 'sample', 'org,all,north', 'ftime=rdays:-90:0')).toEqual({
      path: `/samplelist/cx/${encodeURIComponent('org,all,north;ftime=rdays:-90:0')}`,
      pageTitle: null,
    });
    expect(backTarget(survey, 'samples', 'org,all', '').path).toBe(
      `/samplelist/cx/${encodeURIComponent('org,all')}`,
    );
    expect(backTarget(survey, 'nosuchpage', 'org,all', '').pageTitle).toBeNull();
  });

  it('goes to the menu page named by fromPage, on its own route where it has one', () => {
    expect(backTarget(survey, 'overview', 'org,all', '')).toEqual({
      path: `/page/overview/cx/${encodeURIComponent('org,all')}`,
      pageTitle: 'Overview',
    });
    expect(backTarget(survey, 'alerts', 'org,all', 'channel=web')).toEqual({
      path: `/alertlist/cx/${encodeURIComponent('org,all;channel=web')}`,
      pageTitle: 'Alerts',
    });
  });
});
