import {
  EXCLUSION_REASONS,
  type TCampaignReach,
  type TChannel,
  type TContactSelection,
  type TExclusionReason,
} from '@opinio/domain/schemas/campaigns';
import type { Kysely } from 'kysely';
import type { Analytics } from '#analytics/analytics.ts';
import type { DB } from '#db/schema.ts';
import { keepPassing } from '#lib/passing-rows.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ContactScope } from './contact-scope.ts';
import { type ReachCandidate, reachCandidates } from './reach-repository.ts';

const DAY_MS = 86_400_000;
/** Interview ids the read model checks per call. */
const PASSING_CHUNK = 5000;

/** A letter's address on one line, or null when street, postal code or city is missing. */
function letterAddress(address: Record<string, string> | null): string | null {
  const part = (key: string) => (typeof address?.[key] === 'string' ? address[key].trim() : '');
  const [street, postalCode, city] = [part('street'), part('postalCode'), part('city')];
  if (!street || !postalCode || !city) return null;
  return `${street}, ${postalCode} ${city}`;
}

/** Where a message of the channel goes: the e-mail address, the phone number or the postal address. */
export function addressFor(
  channel: TChannel,
  contact: Pick<ReachCandidate, 'email' | 'phone' | 'address'>,
): string | null {
  if (channel === 'mail') return contact.email?.trim() || null;
  if (channel === 'sms') return contact.phone?.trim() || null;
  return letterAddress(contact.address);
}

/** Why a contact is left out: the first reason in EXCLUSION_REASONS order, or null. */
function exclusionOf(contact: ReachCandidate, channel: TChannel): TExclusionReason | null {
  const reasons: Record<TExclusionReason, boolean> = {
    answered: contact.interviewId !== null || contact.state === 'completed',
    unsubscribed: contact.unsubscribed || contact.state === 'unsubscribed',
    bounced: contact.state === 'bounced',
    missingAddress: addressFor(channel, contact) === null,
    quarantine: contact.quarantined,
  };
  return EXCLUSION_REASONS.find((reason) => reasons[reason]) ?? null;
}

export interface ReachInput {
  selection: TContactSelection;
  channel: TChannel;
  /** A reminder: the campaign reminded of. */
  reminderOf: number | null;
  quarantineDays: number;
  now: Date;
}

export interface ReachResult {
  reach: TCampaignReach;
  /** The contacts a campaign would go to, oldest first. */
  contacts: ReachCandidate[];
}

/** Contacts who answered must pass the answer filters; the others have nothing to test. */
async function passingFilters(
  analytics: Analytics,
  survey: SurveyModel,
  scope: ContactScope,
  candidates: ReachCandidate[],
): Promise<ReachCandidate[]> {
  if (scope.answerConditions.length === 0) return candidates;
  const source = {
    interviewId: (c: ReachCandidate) => c.interviewId,
    passing: (ids: number[]) => analytics.passing(survey, scope.answerConditions, ids),
  };
  const kept: ReachCandidate[] = [];
  for (let from = 0; from < candidates.length; from += PASSING_CHUNK) {
    kept.push(...(await keepPassing(candidates.slice(from, from + PASSING_CHUNK), source)));
  }
  return kept;
}

/** Who a campaign would reach among the contacts of a scope, and why the others are left out. */
export async function computeReach(
  db: Kysely<DB>,
  analytics: Analytics,
  survey: SurveyModel,
  scope: ContactScope,
  input: ReachInput,
): Promise<ReachResult> {
  const candidates = await reachCandidates(db, survey, {
    unitIds: scope.unitIds,
    selection: input.selection,
    reminderOf: input.reminderOf,
    quarantineSince:
      input.quarantineDays > 0 ? new Date(input.now.getTime() - input.quarantineDays * DAY_MS) : null,
  });
  const selected = await passingFilters(analytics, survey, scope, candidates);
  const excluded = Object.fromEntries(EXCLUSION_REASONS.map((r) => [r, 0])) as TCampaignReach['excluded'];
  const contacts: ReachCandidate[] = [];
  for (const contact of selected) {
    const reason = exclusionOf(contact, input.channel);
    if (reason) excluded[reason]++;
    else contacts.push(contact);
  }
  return { reach: { selected: selected.length, reach: contacts.length, excluded }, contacts };
}
