import { alertUpdateNeeds } from '@opinio/domain/permissions';
import type { TAlertChange, TAlertUpdate } from '@opinio/domain/schemas/alerts';
import type { Principal } from '#auth/principal.ts';
import { badRequest, missingPermission } from '#lib/http-error.ts';
import { publishAlert } from '#live/publish.ts';
import type { Services } from '#services.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { type findAlert, updateAlert } from './alert-repository.ts';
import { type AlertFields, planAlertUpdate } from './alert-transitions.ts';
import { queueAlertWebhooks } from './alert-webhooks.ts';
import { eligibleAssignees } from './eligible-assignees.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type AlertRow = NonNullable<Awaited<ReturnType<typeof findAlert>>>;

/**
 * The follow-up of an alert: a state move (by the state machine), an assignee who may see
 * the alert's unit, a due date, a resolution note. Writes the changes and their history in
 * one go (with the webhooks told of it, `alert.changed`) and tells the live stream about a
 * new state; a request that changes nothing
 * writes nothing.
 */
export async function updateAlertFollowUp(
  services: Pick<Services, 'config' | 'database' | 'live' | 'webhooks'>,
  target: { survey: SurveyModel; alert: AlertRow; unit: UnitNode; principal: Principal },
  request: TAlertUpdate,
): Promise<void> {
  const { survey, alert, unit, principal } = target;
  // each kind of change needs its permission (a viewer may not reassign, for example)
  const lacking = alertUpdateNeeds(request).find((p) => !principal.permissions.has(p));
  if (lacking) throw missingPermission(lacking);
  const byUserId = principal.user.id;
  const { state, assigneeUsername, dueAt, resolution } = request;
  const update: Partial<AlertFields> = { state, dueAt: dueAt && iso(dueAt), resolution };
  if (assigneeUsername === null) update.assigneeUserId = null;
  else if (assigneeUsername !== undefined) {
    const assignee = (await eligibleAssignees(services.database.db, survey, unit)).find(
      (m) => m.username === assigneeUsername,
    );
    if (!assignee)
      throw badRequest(`${assigneeUsername} cannot be assigned this alert`, 'assigneeUsername', {
        code: 'unknown_value',
        params: { value: assigneeUsername },
      });
    update.assigneeUserId = assignee.userId;
  }
  const current: AlertFields = {
    state: alert.state,
    assigneeUserId: alert.assignee_user_id,
    dueAt: iso(alert.due_at),
    resolution: alert.resolution,
  };
  const changes = planAlertUpdate(current, update);
  if (Object.keys(changes).length === 0) return;
  const history: TAlertChange[] = [];
  if (changes.state) history.push({ kind: 'state', from: current.state, to: changes.state });
  if (changes.assigneeUserId !== undefined)
    history.push({
      kind: 'assignee',
      from: alert.username,
      to: changes.assigneeUserId === null ? null : (assigneeUsername ?? null),
    });
  if (changes.dueAt !== undefined) history.push({ kind: 'dueAt', from: current.dueAt, to: changes.dueAt });
  if (changes.resolution !== undefined) history.push({ kind: 'resolution', text: changes.resolution });
  let told = 0;
  await updateAlert(
    services.database.db,
    survey.universeId,
    alert.id,
    byUserId,
    changes,
    history,
    async (trx) => {
      told = await queueAlertWebhooks(services, trx, survey, 'alert.changed', [
        { id: alert.id, state: changes.state ?? current.state, changes: history },
      ]);
    },
  );
  if (told > 0) services.webhooks.wake();
  if (changes.state)
    await publishAlert(services, survey, { id: alert.id, state: changes.state, unitId: unit.id });
}
