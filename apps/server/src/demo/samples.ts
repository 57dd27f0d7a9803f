import type { ContactState } from '#db/schema.ts';
import { Random } from '#lib/random.ts';

/** An interview the demo links to a contact who answered. */
export interface AnsweredInterview {
  id: number;
  unitId: number;
  date: Date;
}

export interface DemoContact {
  sample: 0 | 1;
  unitId: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: { street: string; postalCode: string; city: string };
  state: ContactState;
  interviewId: number | null;
  completedAt: Date | null;
  createdAt: Date;
  messages: DemoMessage[];
}

export interface DemoMessage {
  campaign: 0 | 1 | 2;
  state: 'pending' | 'delivered' | 'failed' | 'unsub';
  sentAt: Date | null;
  openedAt: Date | null;
  clickedAt: Date | null;
}

/** The demo's samples and campaigns, by their index in the arrays below. */
export const DEMO_SAMPLES = ['Loyalty members', 'Store visitors'] as const;
/**
 * Every demo campaign has finished sending (it holds no pending message): a campaign whose
 * sending ended long ago is completed, never Sending or Paused. Each was sent from one of the
 * demo's templates (seed-templates.ts, by name); the reminder went out REMINDER_AFTER_MS
 * after the loyalty invitation, from the reminder template, to its contacts who had not
 * answered.
 */
export const DEMO_CAMPAIGNS = [
  {
    name: 'Loyalty invitation',
    type: 'email',
    status: 'completed',
    action: 'mail',
    template: 'Invitation by mail',
    reminderTemplate: 'Reminder by mail',
  },
  { name: 'Visit follow-up', type: 'sms', status: 'completed', action: 'sms', template: 'Invitation by SMS' },
  {
    name: 'Reminder',
    type: 'email',
    status: 'completed',
    action: 'reminder',
    template: 'Reminder by mail',
    reminderOf: 'Loyalty invitation',
  },
] as const;

/** Share of interviews answered through a campaign, and the cap (seeding stays fast). */
const ANSWERED_SHARE = 0.15;
const MAX_ANSWERED = 6000;
/** Contacts who did not answer, relative to those who did. */
const UNANSWERED_RATIO = 0.4;
/** The demo's reminders follow their invitation after this many days. */
export const DEMO_REMINDER_DAYS = 4;
const REMINDER_AFTER_MS = DEMO_REMINDER_DAYS * 86_400_000;
const HOUR_MS = 3_600_000;

const FIRST = [
  'Aino',
  'Eero',
  'Helmi',
  'Juha',
  'Kaisa',
  'Lauri',
  'Maija',
  'Niko',
  'Olli',
  'Pia',
  'Sanna',
  'Timo',
  'Ville',
  'Elsa',
  'Anders',
  'Karin',
];
const LAST = [
  'Virtanen',
  'Korhonen',
  'Mäkinen',
  'Nieminen',
  'Hämäläinen',
  'Laine',
  'Heikkinen',
  'Koskinen',
  'Järvinen',
  'Lindqvist',
  'Berg',
  'Salo',
];
const STREETS = ['Kauppakatu', 'Rantatie', 'Koulukatu', 'Puistotie', 'Asemakatu', 'Myllytie', 'Kirkkokatu'];
const ascii = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replaceAll(/[^a-z]/g, '');
const FIRST_ASCII = FIRST.map(ascii);
const LAST_ASCII = LAST.map(ascii);

/** Picks which interviews came through a campaign: call once per seeded batch, in order. */
export class AnsweredPicker {
  readonly picked: AnsweredInterview[] = [];
  private readonly random: Random;

  constructor(seed: number) {
    this.random = new Random(seed);
  }

  add(ids: readonly number[], batch: ReadonlyArray<{ unitId: number; date: Date }>): void {
    batch.forEach((interview, i) => {
      if (this.picked.length < MAX_ANSWERED && this.random.next() < ANSWERED_SHARE)
        this.picked.push({ id: ids[i], unitId: interview.unitId, date: interview.date });
    });
  }
}

/**
 * Contacts of the demo's two samples and their campaign messages: the answered ones
 * point at their interview and got their invitation before it (a few hours to nine
 * days); the others are pending (not invited: they have no message), sent, started,
 * partial, bounced or unsubscribed. A mail is clicked only once opened; the reminder goes
 * to every mail contact who had not answered four days after a delivered invitation.
 * Deterministic for a seed; nothing is dated after `now`. Oldest first.
 */
export function generateDemoContacts(
  seed: number,
  answered: readonly AnsweredInterview[],
  cityOf: (unitId: number) => string,
  now: Date,
): DemoContact[] {
  const random = new Random(seed);
  const person = (unitId: number, sample: 0 | 1) => {
    const f = random.int(0, FIRST.length - 1);
    const l = random.int(0, LAST.length - 1);
    const [first, last] = [FIRST[f], LAST[l]];
    const n = random.int(1, 9999);
    return {
      sample,
      unitId,
      name: `${first} ${last}`,
      email: sample === 0 ? `${FIRST_ASCII[f]}.${LAST_ASCII[l]}${n}@example.com` : null,
      phone:
        sample === 1 || random.next() < 0.5
          ? `+358 40 ${random.int(100, 999)} ${random.int(1000, 9999)}`
          : null,
      address: {
        street: `${random.pick(STREETS)} ${random.int(1, 80)}`,
        postalCode: String(random.int(10, 99) * 1000 + random.int(0, 9) * 10).padStart(5, '0'),
        city: cityOf(unitId),
      },
    };
  };
  const at = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const contacts: DemoContact[] = [];
  for (const interview of answered) {
    const sample: 0 | 1 = random.next() < 0.65 ? 0 : 1;
    const answeredAt = interview.date.getTime();
    // most answer within a day or two, some after a week
    const lead = Math.min(9 * 24, 2 + Math.floor(-Math.log(1 - random.next()) * 36)) * HOUR_MS;
    const sent = answeredAt - lead;
    const email = sample === 0;
    const opened =
      email && random.next() < 0.92
        ? sent + random.int(1, Math.max(1, Math.floor(lead / 120_000))) * 60_000
        : null;
    const clicked =
      (email ? opened !== null : true) && random.next() < 0.85 ? (opened ?? sent) + 60_000 : null;
    const messages: DemoMessage[] = [
      {
        campaign: email ? 0 : 1,
        state: 'delivered',
        sentAt: new Date(sent),
        openedAt: opened === null ? null : new Date(opened),
        clickedAt: clicked === null ? null : new Date(Math.min(clicked, answeredAt)),
      },
    ];
    if (email && lead > REMINDER_AFTER_MS) {
      const reminder = sent + REMINDER_AFTER_MS;
      const read = random.next() < 0.6;
      messages.push({
        campaign: 2,
        state: 'delivered',
        sentAt: new Date(reminder),
        openedAt: read ? new Date(reminder + 30 * 60_000) : null,
        clickedAt: read && random.next() < 0.7 ? new Date(reminder + 31 * 60_000) : null,
      });
    }
    contacts.push({
      ...person(interview.unitId, sample),
      state: 'completed',
      interviewId: interview.id,
      completedAt: interview.date,
      createdAt: new Date(sent - 24 * HOUR_MS),
      messages,
    });
  }
  const unanswered = Math.round(answered.length * UNANSWERED_RATIO);
  for (let n = 0; n < unanswered && answered.length > 0; n++) {
    const base = random.pick(answered);
    const sample: 0 | 1 = random.next() < 0.65 ? 0 : 1;
    const created = base.date.getTime() - random.int(24, 240) * HOUR_MS;
    const sent = created + 24 * HOUR_MS;
    const x = random.next();
    let state: ContactState =
      x < 0.15
        ? 'pending'
        : x < 0.5
          ? 'sent'
          : x < 0.62
            ? 'started'
            : x < 0.7
              ? 'partial'
              : x < 0.85
                ? 'bounced'
                : 'unsubscribed';
    if (sent > now.getTime()) state = 'pending';
    const messageState =
      state === 'pending'
        ? 'pending'
        : state === 'bounced'
          ? 'failed'
          : state === 'unsubscribed'
            ? 'unsub'
            : 'delivered';
    const engaged = state === 'started' || state === 'partial';
    const opened =
      messageState !== 'pending' &&
      messageState !== 'failed' &&
      sample === 0 &&
      (engaged || random.next() < 0.4);
    // a mail's survey link is clicked in the mail, so only once it was opened
    const clicked =
      messageState === 'delivered' && (sample === 1 || opened) && (engaged || random.next() < 0.3);
    const messages: DemoMessage[] =
      messageState === 'pending'
        ? []
        : [
            {
              campaign: sample === 0 ? 0 : 1,
              state: messageState,
              sentAt: at(sent),
              openedAt: opened ? at(sent + 2 * HOUR_MS) : null,
              clickedAt: clicked ? at(sent + 2 * HOUR_MS + 60_000) : null,
            },
          ];
    const reminder = sent + REMINDER_AFTER_MS;
    if (sample === 0 && messageState === 'delivered' && reminder < now.getTime()) {
      const read = random.next() < 0.45;
      messages.push({
        campaign: 2,
        state: 'delivered',
        sentAt: new Date(reminder),
        openedAt: read ? at(reminder + 30 * 60_000) : null,
        clickedAt: read && random.next() < 0.35 ? at(reminder + 31 * 60_000) : null,
      });
    }
    contacts.push({
      ...person(base.unitId, sample),
      state,
      interviewId: null,
      completedAt: null,
      createdAt: at(created),
      messages,
    });
  }
  return contacts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
