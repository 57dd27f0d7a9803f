import { type TAlertChange, ZAlertState } from '@opinio/domain/schemas/alerts';
import { z } from 'zod';

/**
 * How one update is stored in alert_events.change: one key per kind of change,
 * { state: { from, to }, assignee: { from, to }, dueAt: { from, to }, resolution }.
 */
const ZMove = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });
const ZStoredChange = z.object({
  state: ZMove(ZAlertState).optional(),
  assignee: ZMove(z.string().nullable()).optional(),
  dueAt: ZMove(z.string().nullable()).optional(),
  resolution: z.string().nullable().optional(),
});
type StoredChange = z.infer<typeof ZStoredChange>;

export function storedAlertChange(changes: readonly TAlertChange[]): StoredChange {
  const stored: StoredChange = {};
  for (const change of changes) {
    if (change.kind === 'resolution') stored.resolution = change.text;
    else if (change.kind === 'state') stored.state = { from: change.from, to: change.to };
    else stored[change.kind] = { from: change.from, to: change.to };
  }
  return stored;
}

/** The stored update as typed changes; a row that does not read (never written so) shows none. */
export function readAlertChanges(stored: unknown): TAlertChange[] {
  const parsed = ZStoredChange.safeParse(stored);
  if (!parsed.success) return [];
  const { state, assignee, dueAt, resolution } = parsed.data;
  const changes: TAlertChange[] = [];
  if (state) changes.push({ kind: 'state', ...state });
  if (assignee) changes.push({ kind: 'assignee', ...assignee });
  if (dueAt) changes.push({ kind: 'dueAt', ...dueAt });
  if (resolution !== undefined) changes.push({ kind: 'resolution', text: resolution });
  return changes;
}
