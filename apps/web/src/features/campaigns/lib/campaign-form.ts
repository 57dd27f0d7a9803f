import type { TMailAction } from '@opinio/domain/schemas/campaigns';
import { DEFAULT_QUARANTINE_DAYS } from '@opinio/domain/schemas/campaigns';
import { CONTACT_STATES, type TContactState } from '@opinio/domain/schemas/samples';
import type { CampaignCreateBody } from '../api/create-campaign.ts';
import type { CampaignDraftBody } from '../api/get-reach.ts';

/** The creation form as typed: numbers as their fields' texts, so that a half-typed one can be told apart. */
export interface CampaignForm {
  name: string;
  templateId: number | null;
  state: TContactState | 'any';
  search: string;
  quarantineDays: string;
  schedule: 'now' | 'later';
  /** A `datetime-local` value (the browser's time zone). */
  scheduledAt: string;
  /** Messages per minute; '' for as fast as the channel takes them. */
  throttle: string;
  reminder: boolean;
  reminderAfterDays: string;
  /** null: the campaign's own template. */
  reminderTemplateId: number | null;
}

const DEFAULT_REMINDER_DAYS = 7;

/** The contacts a campaign starts with: those the screen it was opened from showed (the sample list's state and search). */
export interface InitialSelection {
  state?: string | null;
  search?: string | null;
}

export function initialCampaignForm(name: string, selection: InitialSelection = {}): CampaignForm {
  const state = CONTACT_STATES.find((known) => known === selection.state);
  return {
    name,
    templateId: null,
    state: state ?? 'any',
    search: selection.search?.trim().slice(0, 200) ?? '',
    quarantineDays: String(DEFAULT_QUARANTINE_DAYS),
    schedule: 'now',
    scheduledAt: '',
    throttle: '',
    reminder: false,
    reminderAfterDays: String(DEFAULT_REMINDER_DAYS),
    reminderTemplateId: null,
  };
}

export type CampaignFormField =
  | 'name'
  | 'templateId'
  | 'quarantineDays'
  | 'scheduledAt'
  | 'throttlePerMinute'
  | 'reminderAfterDays';

export type CampaignFormProblem =
  | 'required'
  | 'wholeNumber'
  | 'range'
  | 'pastTime'
  | 'tooFarAhead'
  | 'invalidTime';

/** A whole number within the bounds, or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function numberProblem(text: string, min: number, max: number): CampaignFormProblem | undefined {
  if (text.trim() === '') return 'required';
  if (!/^\d{1,6}$/.test(text.trim())) return 'wholeNumber';
  return wholeNumber(text, min, max) === null ? 'range' : undefined;
}

const YEAR_MS = 365 * 86_400_000;

/** When the campaign starts, as the API takes it; null: now (or a time that cannot be read). */
export function scheduledAtIso(form: Pick<CampaignForm, 'schedule' | 'scheduledAt'>): string | null {
  if (form.schedule === 'now' || form.scheduledAt === '') return null;
  const time = new Date(form.scheduledAt);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/**
 * What keeps the form from being sent, by field. A reminder has no name, contacts or
 * follow-up of its own: only its template and schedule are checked.
 */
export function campaignFormProblems(
  form: CampaignForm,
  reminder: boolean,
  now: Date,
): Partial<Record<CampaignFormField, CampaignFormProblem>> {
  const problems: Partial<Record<CampaignFormField, CampaignFormProblem>> = {};
  if (form.templateId === null) problems.templateId = 'required';
  if (form.schedule === 'later') {
    const iso = scheduledAtIso(form);
    if (form.scheduledAt === '') problems.scheduledAt = 'required';
    else if (iso === null) problems.scheduledAt = 'invalidTime';
    else if (Date.parse(iso) <= now.getTime()) problems.scheduledAt = 'pastTime';
    else if (Date.parse(iso) > now.getTime() + YEAR_MS) problems.scheduledAt = 'tooFarAhead';
  }
  if (reminder) return problems;
  if (form.name.trim() === '') problems.name = 'required';
  const quarantine = numberProblem(form.quarantineDays, 0, 365);
  if (quarantine) problems.quarantineDays = quarantine;
  if (form.throttle.trim() !== '') {
    const throttle = numberProblem(form.throttle, 1, 10_000);
    if (throttle) problems.throttlePerMinute = throttle;
  }
  if (form.reminder) {
    const days = numberProblem(form.reminderAfterDays, 1, 60);
    if (days) problems.reminderAfterDays = days;
  }
  return problems;
}

/** The reach question of the form as it stands; null until it can be asked (no template, a bad quarantine). */
export function campaignDraft(
  form: CampaignForm,
  action: TMailAction,
  reminderOf: number | null,
): CampaignDraftBody | null {
  if (form.templateId === null) return null;
  // a reminder started by hand leaves nobody out for an earlier invitation (as its call does)
  if (action === 'reminder')
    return reminderOf === null
      ? null
      : { action, templateId: form.templateId, reminderOf, quarantineDays: 0 };
  const quarantineDays = wholeNumber(form.quarantineDays, 0, 365);
  if (quarantineDays === null) return null;
  const search = form.search.trim();
  return {
    action,
    templateId: form.templateId,
    quarantineDays,
    selection: { ...(form.state === 'any' ? {} : { state: form.state }), ...(search ? { search } : {}) },
  };
}

/** The creation call of a checked form (see campaignFormProblems). */
export function campaignCreateBody(form: CampaignForm, draft: CampaignDraftBody): CampaignCreateBody {
  const throttle = form.throttle.trim() === '' ? null : wholeNumber(form.throttle, 1, 10_000);
  return {
    ...draft,
    name: form.name.trim(),
    scheduledAt: scheduledAtIso(form),
    throttlePerMinute: throttle,
    reminderAfterDays: form.reminder ? wholeNumber(form.reminderAfterDays, 1, 60) : null,
    reminderTemplateId: form.reminder ? form.reminderTemplateId : null,
  };
}
