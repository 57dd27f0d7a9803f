import type { TCampaignReach } from '@opinio/domain/schemas/campaigns';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale, loadRestTexts } from '@/lib/i18n.ts';
import { defaultCampaignName } from './campaign-name.ts';
import { unknownPlaceholders, usesPlaceholder } from './placeholders.ts';
import { exclusionLines, reachSentence } from './reach-text.ts';
import { smsLengthText } from './sms-length-text.ts';
import { starterVariant } from './template-starter.ts';

const en = i18n.getFixedT('en');
const reach = (count: number, excluded: Partial<TCampaignReach['excluded']> = {}): TCampaignReach => ({
  selected: 200,
  reach: count,
  excluded: { answered: 0, unsubscribed: 0, bounced: 0, missingAddress: 0, quarantine: 0, ...excluded },
});

describe('campaign texts', () => {
  // the campaign screens load the administration areas' texts with them
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv'), loadRestTexts()]));

  it('names a new campaign after its channel, unit and day', () => {
    const day = new Date('2026-11-22T10:00:00Z');
    expect(defaultCampaignName('mail', 'North', day, en, 'en')).toBe('Invitation – North – Nov 22, 2026');
    expect(defaultCampaignName('sms', 'Pohjoinen', day, i18n.getFixedT('fi'), 'fi')).toBe(
      'Tekstiviestikutsu – Pohjoinen – 22.11.2026',
    );
  });

  it('says how many get the message, in the channel’s words', () => {
    expect(reachSentence(reach(1420), 'mail', en, 'en')).toBe('1,420 contacts will get this mail');
    expect(reachSentence(reach(1), 'sms', en, 'en')).toBe('1 contact will get this SMS');
    expect(reachSentence(reach(0), 'letter', en, 'en')).toBe('Nobody would get this letter');
    expect(reachSentence(reach(142), 'mail', i18n.getFixedT('fi'), 'fi')).toBe(
      '142 yhteystietoa saa tämän sähköpostin',
    );
  });

  it('lists why the others are left out, in the server’s order, only reasons that leave someone out', () => {
    const lines = exclusionLines(
      reach(142, { quarantine: 8, answered: 12, missingAddress: 3 }),
      30,
      en,
      'en',
    );
    expect(lines.map((line) => line.reason)).toEqual(['answered', 'missingAddress', 'quarantine']);
    expect(lines.map((line) => line.text)).toEqual([
      'Answered already: 12',
      'No address for this channel: 3',
      'Invited in the last 30 days: 8',
    ]);
  });

  it('writes the SMS length as the network counts it', () => {
    expect(smsLengthText({ encoding: 'GSM-7', units: 87, segments: 1, remaining: 73 }, en, 'en')).toBe(
      '87 characters · 1 SMS (GSM-7)',
    );
    expect(
      smsLengthText({ encoding: 'UCS-2', units: 90, segments: 2, remaining: 44 }, i18n.getFixedT('sv'), 'sv'),
    ).toBe('90 tecken · 2 sms (UCS-2)');
  });

  it('starts a template in the language added, with the survey link and, in mail, the unsubscribe link', () => {
    const mail = starterVariant('mail', 'fi', i18n.t);
    expect(mail.subject).toBe('Miten onnistuimme?');
    expect(mail.body).toContain('<p>Hei {{name}},</p>');
    expect(usesPlaceholder(mail.body, 'unsubscribeLink')).toBe(true);
    const sms = starterVariant('sms', 'sv', i18n.t);
    expect(sms).toEqual({
      subject: '',
      body: 'Hej {{name}}, hur lyckades vi? Svara på vår korta enkät: {{surveyLink}}',
    });
    for (const channel of ['mail', 'sms', 'letter'] as const)
      expect(unknownPlaceholders(starterVariant(channel, 'en', i18n.t).body)).toEqual([]);
  });
});
