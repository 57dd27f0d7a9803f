import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import type { Scope } from '#access/scope.ts';
import { findCampaign, remindersOf, type StoredCampaign, userName } from '#campaigns/campaign-repository.ts';
import { unitsUnder } from '#campaigns/reach/contact-scope.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { unitView } from '#surveys/interview-view.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { summaryOf } from './campaign-list.ts';
import {
  campaignsWithCounts,
  countsByUnit,
  countsOf,
  type DayRow,
  eventsByDay,
  failedMessages,
} from './campaign-stats-repository.ts';

const DAY_MS = 86_400_000;
/** A timeline longer than this lists only the days something happened. */
const MAX_FILLED_DAYS = 400;
const MAX_FAILURES = 50;

/** Every UTC day from the first to the last event, the quiet ones with zeros. */
function fillDays(days: DayRow[]): DayRow[] {
  if (days.length === 0) return [];
  const from = Date.parse(`${days[0].date}T00:00:00Z`);
  const to = Date.parse(`${days[days.length - 1].date}T00:00:00Z`);
  const span = Math.round((to - from) / DAY_MS) + 1;
  if (span > MAX_FILLED_DAYS) return days;
  const byDate = new Map(days.map((d) => [d.date, d]));
  return Array.from({ length: span }, (_, i) => {
    const date = new Date(from + i * DAY_MS).toISOString().slice(0, 10);
    return byDate.get(date) ?? { date, sent: 0, opened: 0, clicked: 0, answered: 0 };
  });
}

/**
 * A campaign of the survey with at least one message in the caller's scope; 404 otherwise
 * (another survey's or universe's too): its scope's units and the stored campaign.
 */
export async function campaignInScope(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scope: Scope,
  campaignId: number,
): Promise<{ campaign: StoredCampaign; unitIds: number[] | null }> {
  const db = services.database.db;
  const campaign = await findCampaign(db, survey, campaignId);
  const unitIds = unitsUnder(scope.unit);
  if (!campaign || (await campaignsWithCounts(db, survey, unitIds, campaignId)).length === 0)
    throw notFound(`Campaign ${campaignId} not found`);
  return { campaign, unitIds };
}

/** One campaign's counts, response over time and by unit, and failures, within the caller's scope. */
export async function campaignDetails(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scope: Scope,
  campaignId: number,
): Promise<TCampaignDetails> {
  const db = services.database.db;
  const unitIds = unitsUnder(scope.unit);
  const campaign = await findCampaign(db, survey, campaignId);
  const [row] = campaign ? await campaignsWithCounts(db, survey, unitIds, campaignId) : [];
  if (!campaign || !row) throw notFound(`Campaign ${campaignId} not found`);
  const [byUnit, days, failures, reminders, reminded, createdBy] = await Promise.all([
    countsByUnit(db, survey, unitIds, campaignId),
    eventsByDay(db, survey, unitIds, campaignId),
    failedMessages(db, survey, unitIds, campaignId, MAX_FAILURES),
    remindersOf(db, survey, campaignId),
    campaign.reminderOf === null ? undefined : findCampaign(db, survey, campaign.reminderOf),
    userName(db, campaign.createdBy),
  ]);
  const summary = summaryOf(row);
  const units = byUnit.flatMap((u) => {
    const unit = survey.organisation.unitsById.get(u.unit_id);
    if (!unit) return [];
    const { extName, title, drillPath } = unitView(survey, unit);
    return [{ extName, title, drillPath, counts: countsOf(u) }];
  });
  return {
    ...summary,
    templateName: campaign.templateName,
    createdBy,
    throttlePerMinute: campaign.throttlePerMinute,
    reminderAfterDays: campaign.reminderAfterDays,
    reminderOf: reminded ? { id: reminded.id, name: reminded.name } : null,
    reminders: reminders.map((r) => ({ id: r.id, name: r.name, sentAt: r.sentAt?.toISOString() ?? null })),
    responseRate: summary.counts.delivered > 0 ? summary.counts.answered / summary.counts.delivered : null,
    timeline: fillDays(days),
    units: units.sort((a, b) => a.drillPath.localeCompare(b.drillPath)),
    failures: failures.map((f) => ({ contactId: f.contact_id, name: f.name, reason: f.error ?? '' })),
  };
}
