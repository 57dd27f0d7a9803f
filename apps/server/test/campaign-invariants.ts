import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import {
  campaignsWithCounts,
  countsByUnit,
  eventsByDay,
} from '#campaigns/details/campaign-stats-repository.ts';
import type { DB } from '#db/schema.ts';

const DAY_MS = 86_400_000;

interface Counts {
  delivered: number;
  opened: number;
  clicked: number;
  answered: number;
}

/** The figures that cannot be: more answered, clicked or opened than delivered, clicked than opened. */
function impossible(counts: Counts, channel: 'email' | 'sms' | 'letter'): string[] {
  const problems: string[] = [];
  if (counts.answered > counts.delivered)
    problems.push(`answered ${counts.answered} > delivered ${counts.delivered}`);
  if (counts.clicked > counts.delivered)
    problems.push(`clicked ${counts.clicked} > delivered ${counts.delivered}`);
  if (channel === 'email') {
    if (counts.opened > counts.delivered)
      problems.push(`opened ${counts.opened} > delivered ${counts.delivered}`);
    if (counts.clicked > counts.opened) problems.push(`clicked ${counts.clicked} > opened ${counts.opened}`);
  } else if (counts.opened > 0)
    problems.push(`${channel} has ${counts.opened} opened (it tracks no opening)`);
  return problems;
}

/**
 * Checks every campaign of a survey, in total, at every unit and day by day (running totals):
 * answered and clicked at most delivered; for mail opened at most delivered and clicked at
 * most opened. A campaign that has finished sending (no pending message, the last sent more
 * than a week before `now`) is completed, not active or paused; a completed one has no
 * pending message. Returns the number of campaigns checked.
 */
export async function expectPossibleCampaignFigures(
  db: Kysely<DB>,
  survey: { id: number; universeId: number },
  now: Date,
): Promise<number> {
  const campaigns = await campaignsWithCounts(db, survey, null);
  const problems: string[] = [];
  for (const campaign of campaigns) {
    const name = `${campaign.name} (${campaign.id})`;
    for (const p of impossible(campaign, campaign.type)) problems.push(`${name}: ${p}`);
    for (const unit of await countsByUnit(db, survey, null, campaign.id))
      for (const p of impossible(unit, campaign.type)) problems.push(`${name} at unit ${unit.unit_id}: ${p}`);
    const running = { delivered: 0, opened: 0, clicked: 0, answered: 0 };
    for (const day of await eventsByDay(db, survey, null, campaign.id)) {
      running.delivered += day.sent;
      running.opened += day.opened;
      running.clicked += day.clicked;
      running.answered += day.answered;
      for (const p of impossible(running, campaign.type)) problems.push(`${name} by ${day.date}: ${p}`);
    }
    const last = await db
      .selectFrom('campaign_messages')
      .select((eb) => eb.fn.max('sent_at').as('last'))
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    const lastSent = last.last ? new Date(last.last).getTime() : null;
    if (campaign.status === 'completed' && campaign.pending > 0)
      problems.push(`${name}: completed with ${campaign.pending} pending messages`);
    const finished = campaign.pending === 0 && lastSent !== null && lastSent < now.getTime() - 7 * DAY_MS;
    if (finished && campaign.status !== 'completed')
      problems.push(
        `${name}: sending ended ${new Date(lastSent).toISOString()} but it is ${campaign.status}`,
      );
  }
  expect(problems).toEqual([]);
  return campaigns.length;
}
