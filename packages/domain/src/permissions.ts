import { z } from 'zod';

/**
 * What a role may do. A role is a named set of these; the server checks them on every
 * route (the route table names each route's permission) and the web app hides what the
 * user may not do. Root users hold every permission in every universe.
 */
export const PERMISSIONS = [
  'rankings.view',
  'interviews.view',
  'interviews.comment',
  'alerts.view',
  'alerts.comment',
  'alerts.changeState',
  'alerts.reassign',
  'plans.manage',
  'samples.view',
  'reports.run',
  'campaigns.manage',
  'templates.manage',
  'survey.settings',
  'apiKeys.manage',
  'webhooks.manage',
  'scripts.manage',
  'imports.run',
  'users.manage',
] as const;
export const ZPermission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof ZPermission>;

/** The permissions in the groups the role editor shows them in. */
export const PERMISSION_GROUPS = [
  { group: 'pages', permissions: ['rankings.view', 'interviews.view', 'samples.view'] },
  { group: 'interviews', permissions: ['interviews.comment'] },
  {
    group: 'alerts',
    permissions: ['alerts.view', 'alerts.comment', 'alerts.changeState', 'alerts.reassign'],
  },
  { group: 'plans', permissions: ['plans.manage'] },
  { group: 'outputs', permissions: ['reports.run', 'campaigns.manage', 'templates.manage'] },
  {
    group: 'administration',
    permissions: [
      'survey.settings',
      'apiKeys.manage',
      'webhooks.manage',
      'scripts.manage',
      'imports.run',
      'users.manage',
    ],
  },
] as const satisfies ReadonlyArray<{ group: string; permissions: readonly Permission[] }>;

/**
 * A permission that only makes sense with another: commenting on an alert needs seeing
 * alerts. A role's permissions are closed under these (`withRequired`).
 */
export const REQUIRES: Partial<Record<Permission, Permission>> = {
  'interviews.comment': 'interviews.view',
  'alerts.comment': 'alerts.view',
  'alerts.changeState': 'alerts.view',
  'alerts.reassign': 'alerts.view',
};

/** The permissions with those they need added, in the canonical order. */
export function withRequired(permissions: Iterable<Permission>): Permission[] {
  const set = new Set(permissions);
  for (const permission of [...set]) {
    const needed = REQUIRES[permission];
    if (needed) set.add(needed);
  }
  return PERMISSIONS.filter((p) => set.has(p));
}

/**
 * The roles every universe has. They cannot be changed (so that what they mean is the
 * same everywhere), but they can be copied into a role of the universe's own.
 */
export const BUILT_IN_ROLES = {
  store_manager: [
    'rankings.view',
    'interviews.view',
    'interviews.comment',
    'alerts.view',
    'alerts.comment',
    'alerts.changeState',
    'plans.manage',
    'samples.view',
    'reports.run',
  ],
  regional_manager: [
    'rankings.view',
    'interviews.view',
    'interviews.comment',
    'alerts.view',
    'alerts.comment',
    'alerts.changeState',
    'alerts.reassign',
    'plans.manage',
    'samples.view',
    'reports.run',
    'campaigns.manage',
  ],
  analyst: ['rankings.view', 'interviews.view', 'alerts.view', 'samples.view', 'reports.run'],
  administrator: PERMISSIONS,
} as const satisfies Record<string, readonly Permission[]>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_KEYS = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];
export const ZBuiltInRole = z.enum(BUILT_IN_ROLE_KEYS as [BuiltInRole, ...BuiltInRole[]]);

/** Whether one set of permissions holds every permission of another. */
export function holdsAll(held: Iterable<Permission>, wanted: Iterable<Permission>): boolean {
  const set = new Set(held);
  for (const permission of wanted) if (!set.has(permission)) return false;
  return true;
}

/**
 * The permissions an alert follow-up change needs: the state and due date
 * `alerts.changeState`, the assignee `alerts.reassign`, the resolution note `alerts.comment`.
 */
export function alertUpdateNeeds(update: {
  state?: unknown;
  assigneeUsername?: unknown;
  dueAt?: unknown;
  resolution?: unknown;
}): Permission[] {
  const needs = new Set<Permission>();
  if (update.state !== undefined || update.dueAt !== undefined) needs.add('alerts.changeState');
  if (update.assigneeUsername !== undefined) needs.add('alerts.reassign');
  if (update.resolution !== undefined) needs.add('alerts.comment');
  return PERMISSIONS.filter((p) => needs.has(p));
}

/** The permission a page component needs: a page shows the components its viewer may see. */
export const COMPONENT_PERMISSIONS: Partial<Record<string, Permission>> = {
  AlertList: 'alerts.view',
  RankingTableComponent: 'rankings.view',
  GamificationOverviewConfig: 'rankings.view',
  InterviewList: 'interviews.view',
  MailCampaignsListComponent: 'campaigns.manage',
  MailCampaignDetailsComponent: 'campaigns.manage',
};

/** Whether a component type is one the permissions let its viewer see. */
export function componentAllowed(type: string, permissions: ReadonlySet<Permission>): boolean {
  const needed = COMPONENT_PERMISSIONS[type];
  return needed === undefined || permissions.has(needed);
}

/** Pages with a screen of their own (rankings, alerts, samples) and the permission it needs. */
export const DEDICATED_PAGE_PERMISSIONS: Partial<Record<string, Permission>> = {
  rankings: 'rankings.view',
  alerts: 'alerts.view',
  samples: 'samples.view',
};

/**
 * The components of a page its viewer may see, or null when the page is not theirs: a
 * dedicated page needs its permission, and a page whose every component is hidden goes
 * too (a page configured without components stays: its screen is its own).
 */
export function visiblePageComponents<T extends { type: string }>(
  page: { extName: string; components: readonly T[] },
  permissions: ReadonlySet<Permission>,
): T[] | null {
  const needed = DEDICATED_PAGE_PERMISSIONS[page.extName];
  if (needed !== undefined && !permissions.has(needed)) return null;
  const components = page.components.filter((c) => componentAllowed(c.type, permissions));
  return components.length === 0 && page.components.length > 0 ? null : components;
}
