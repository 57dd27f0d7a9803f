import { describe, expect, it } from 'vitest';
import {
  type CampaignForm,
  campaignCreateBody,
  campaignDraft,
  campaignFormProblems,
  initialCampaignForm,
  scheduledAtIso,
} from './campaign-form.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const form = (changes: Partial<CampaignForm> = {}): CampaignForm => ({
  ...initialCampaignForm('Invitation – North – 22.11.2026'),
  templateId: 4,
  ...changes,
});

describe('the campaign creation form', () => {
  it('asks the reach of the node with the state, the search and the quarantine as typed', () => {
    expect(
      campaignDraft(form({ state: 'sent', search: ' virtanen ', quarantineDays: '14' }), 'mail', null),
    ).toEqual({
      action: 'mail',
      templateId: 4,
      quarantineDays: 14,
      selection: { state: 'sent', search: 'virtanen' },
    });
    expect(campaignDraft(form(), 'sms', null)).toEqual({
      action: 'sms',
      templateId: 4,
      quarantineDays: 30,
      selection: {},
    });
  });

  it('asks nothing before a template is chosen or while the quarantine is not a number', () => {
    expect(campaignDraft(form({ templateId: null }), 'mail', null)).toBeNull();
    expect(campaignDraft(form({ quarantineDays: '3x' }), 'mail', null)).toBeNull();
    expect(campaignDraft(form({ quarantineDays: '400' }), 'mail', null)).toBeNull();
  });

  it('asks a reminder for its campaign, with no quarantine (as reminding does)', () => {
    expect(campaignDraft(form(), 'reminder', 12)).toEqual({
      action: 'reminder',
      templateId: 4,
      reminderOf: 12,
      quarantineDays: 0,
    });
    expect(campaignDraft(form(), 'reminder', null)).toBeNull();
  });

  it('names each field that keeps it from being sent', () => {
    expect(campaignFormProblems(form(), false, NOW)).toEqual({});
    expect(
      campaignFormProblems(
        form({
          name: ' ',
          templateId: null,
          quarantineDays: '',
          throttle: '0',
          reminder: true,
          reminderAfterDays: '1.5',
        }),
        false,
        NOW,
      ),
    ).toEqual({
      name: 'required',
      templateId: 'required',
      quarantineDays: 'required',
      throttlePerMinute: 'range',
      reminderAfterDays: 'wholeNumber',
    });
    // the follow-up's days are not asked for without a follow-up
    expect(campaignFormProblems(form({ reminderAfterDays: '' }), false, NOW)).toEqual({});
  });

  it('wants a start time in the future and within a year', () => {
    const later = (scheduledAt: string) =>
      campaignFormProblems(form({ schedule: 'later', scheduledAt }), false, NOW);
    expect(later('').scheduledAt).toBe('required');
    expect(later('2026-11-21T09:00').scheduledAt).toBe('pastTime');
    expect(later('2028-01-01T09:00').scheduledAt).toBe('tooFarAhead');
    expect(later('2026-11-23T09:00').scheduledAt).toBeUndefined();
  });

  it('checks only the template and the start time of a reminder', () => {
    expect(campaignFormProblems(form({ name: '', quarantineDays: 'x' }), true, NOW)).toEqual({});
    expect(campaignFormProblems(form({ templateId: null }), true, NOW)).toEqual({ templateId: 'required' });
  });

  it('sends the start time as an ISO time, or none for now', () => {
    expect(scheduledAtIso({ schedule: 'now', scheduledAt: '2026-11-23T09:00' })).toBeNull();
    expect(scheduledAtIso({ schedule: 'later', scheduledAt: '2026-11-23T09:00' })).toBe(
      new Date('2026-11-23T09:00').toISOString(),
    );
  });

  it('creates with the name, the pace and the follow-up reminder as typed', () => {
    const typed = form({ throttle: '120', reminder: true, reminderAfterDays: '7', reminderTemplateId: 9 });
    const draft = campaignDraft(typed, 'mail', null)!;
    expect(campaignCreateBody(typed, draft)).toEqual({
      ...draft,
      name: 'Invitation – North – 22.11.2026',
      scheduledAt: null,
      throttlePerMinute: 120,
      reminderAfterDays: 7,
      reminderTemplateId: 9,
    });
    const plain = campaignCreateBody(form(), campaignDraft(form(), 'mail', null)!);
    expect(plain).toMatchObject({
      throttlePerMinute: null,
      reminderAfterDays: null,
      reminderTemplateId: null,
    });
  });

  it('starts with the contacts the sample list showed, ignoring a state it does not know', () => {
    expect(initialCampaignForm('x', { state: 'sent', search: ' anna ' })).toMatchObject({
      state: 'sent',
      search: 'anna',
    });
    expect(initialCampaignForm('x', { state: 'nonsense', search: null })).toMatchObject({
      state: 'any',
      search: '',
    });
  });
});
