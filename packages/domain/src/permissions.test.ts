import { describe, expect, it } from 'vitest';
import {
  alertUpdateNeeds,
  BUILT_IN_ROLES,
  holdsAll,
  type Permission,
  visiblePageComponents,
  withRequired,
} from './permissions.ts';

const analyst = new Set<Permission>(BUILT_IN_ROLES.analyst);
const page = (extName: string, ...types: string[]) => ({
  extName,
  components: types.map((type) => ({ type })),
});

describe('permissions', () => {
  it('adds what a permission needs, in the canonical order', () => {
    expect(withRequired(['alerts.reassign', 'interviews.comment'])).toEqual([
      'interviews.view',
      'interviews.comment',
      'alerts.view',
      'alerts.reassign',
    ]);
  });

  it('every built-in role is closed under what its permissions need', () => {
    for (const permissions of Object.values(BUILT_IN_ROLES)) {
      expect(withRequired(permissions)).toEqual([...permissions]);
    }
  });

  it('an alert change needs the permission of each field it touches', () => {
    expect(alertUpdateNeeds({ state: 'closed', resolution: 'done' })).toEqual([
      'alerts.comment',
      'alerts.changeState',
    ]);
    expect(alertUpdateNeeds({ assigneeUsername: 'store' })).toEqual(['alerts.reassign']);
    expect(holdsAll(BUILT_IN_ROLES.store_manager, alertUpdateNeeds({ assigneeUsername: 'x' }))).toBe(false);
  });

  it('a page keeps the components its viewer may see', () => {
    const overview = page('overview', 'KpiTiles', 'InterviewList', 'MailCampaignsListComponent');
    expect(visiblePageComponents(overview, analyst)?.map((c) => c.type)).toEqual([
      'KpiTiles',
      'InterviewList',
    ]);
  });

  it('a page whose every component is hidden goes, a page without components stays', () => {
    expect(visiblePageComponents(page('campaigns', 'MailCampaignsListComponent'), analyst)).toBeNull();
    expect(visiblePageComponents(page('samples'), analyst)).toEqual([]);
  });

  it('a dedicated page needs its permission', () => {
    const noSamples = new Set<Permission>(['rankings.view', 'alerts.view']);
    expect(visiblePageComponents(page('samples'), noSamples)).toBeNull();
    expect(visiblePageComponents(page('alerts', 'AlertList'), noSamples)).toHaveLength(1);
    expect(visiblePageComponents(page('rankings'), new Set<Permission>(['alerts.view']))).toBeNull();
  });
});
