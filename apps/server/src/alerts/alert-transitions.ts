import { canMoveAlert, needsResolution } from '@opinio/domain/alert-state-machine';
import type { TAlertState } from '@opinio/domain/schemas/alerts';
import { badRequest } from '#lib/http-error.ts';

export interface AlertFields {
  state: TAlertState;
  assigneeUserId: number | null;
  dueAt: string | null;
  resolution: string | null;
}

/**
 * The fields an update changes, checked: the move must be allowed, and solving or closing
 * needs a resolution note (given now or already there). Throws 400 otherwise.
 */
export function planAlertUpdate(current: AlertFields, update: Partial<AlertFields>): Partial<AlertFields> {
  const changes: Partial<AlertFields> = {};
  if (update.state !== undefined && update.state !== current.state) {
    if (!canMoveAlert(current.state, update.state)) {
      throw badRequest(`An alert cannot move from ${current.state} to ${update.state}`, 'state', {
        code: 'invalid_transition',
        params: { from: current.state, to: update.state },
      });
    }
    changes.state = update.state;
  }
  if (update.assigneeUserId !== undefined && update.assigneeUserId !== current.assigneeUserId)
    changes.assigneeUserId = update.assigneeUserId;
  if (update.dueAt !== undefined && update.dueAt !== current.dueAt) changes.dueAt = update.dueAt;
  if (update.resolution !== undefined && update.resolution !== (current.resolution ?? ''))
    changes.resolution = update.resolution || null;
  const state = changes.state ?? current.state;
  const resolution = changes.resolution !== undefined ? changes.resolution : current.resolution;
  if (changes.state && needsResolution(state) && !resolution) {
    throw badRequest('Write what was done (a resolution) to solve or close an alert', 'resolution', {
      code: 'required',
    });
  }
  return changes;
}
