import type { Permission } from '@opinio/domain/permissions';
import type { Kysely } from 'kysely';
import { rolePermissions } from '#access/role-permissions.ts';
import { type MemberScope, memberScope, resolveMemberScope } from '#access/scope.ts';
import type { DB } from '#db/schema.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { personName } from '#users/person-name.ts';

export interface Assignee {
  userId: number;
  username: string;
  name: string;
}

/**
 * Who may be assigned an alert: an enabled member of the universe whose role sees alerts
 * and whose scope holds the alert's unit (the whole organisation, or a unit at or above it;
 * a member without a unit yet holds none). The assignee list and the update check both ask here.
 */
function mayBeAssigned(survey: SurveyModel, scope: MemberScope, unit: UnitNode) {
  return resolveMemberScope(survey, scope)?.allows(unit) ?? false;
}

/**
 * The members who may be assigned an alert of the unit, sorted by name; with `permission`
 * null, every enabled member who sees the unit (an action plan's owner).
 */
export async function eligibleAssignees(
  db: Kysely<DB>,
  survey: SurveyModel,
  unit: UnitNode,
  permission: Permission | null = 'alerts.view',
): Promise<Assignee[]> {
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'm.scope_unit', 'm.whole_organisation'])
    .select(['r.id as role_id', 'r.name', 'r.built_in', 'r.permissions'])
    .where('m.universe_id', '=', survey.universeId)
    .where('m.disabled_at', 'is', null)
    .execute();
  return members
    .filter(
      (m) =>
        (permission === null || rolePermissions({ ...m, id: m.role_id }).includes(permission)) &&
        mayBeAssigned(survey, memberScope(m), unit),
    )
    .map((m) => ({
      userId: m.id,
      username: m.username,
      name: personName(m),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username));
}

/** The assignee choices of an alert's unit, as the alert page lists them: user name and name. */
export async function assigneeChoices(
  db: Kysely<DB>,
  survey: SurveyModel,
  unit: UnitNode,
): Promise<{ users: Array<{ username: string; name: string }> }> {
  const users = await eligibleAssignees(db, survey, unit);
  return { users: users.map(({ username, name }) => ({ username, name })) };
}
