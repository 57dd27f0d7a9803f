import type { NewInterview } from '#ingestion/insert-interviews.ts';
import { Random } from '#lib/random.ts';
import { composeComment } from './comment-composer.ts';

export interface StoreProfile {
  unitId: number;
  /** Systematic difference from the chain's average (latent units). */
  effect: number;
  /** Relative share of the survey's responses. */
  weight: number;
}

export interface InterviewGeneratorOptions {
  seed: number;
  count: number;
  stores: StoreProfile[];
  questionIds: Map<string, number>;
  /** The last day with interviews (UTC); the data spans `days` days up to it. */
  endDate: Date;
  /** No interview is dated after this moment (the end day is only partly over). */
  now?: Date;
  days: number;
  batchSize?: number;
  /** Changes planted in the last weeks, for What changed to find (DEMO_STORIES). */
  stories?: DemoStories;
}

/**
 * What the demo's last weeks tell beside the trend and the seasons: a store whose queue got
 * worse in the last two weeks (its NPS and speed fell, its comments are about the queue) and
 * a channel that improved over the last four. Applied to the answers already drawn, without
 * drawing more, so that every other interview stays as it was.
 */
export interface DemoStories {
  /** The store whose queue got worse. */
  queueStore: number | null;
  queueDays: number;
  /** The channel (option value) whose customers became happier. */
  betterChannel: number | null;
  channelDays: number;
}

/** The queue complaints of the planted store, by language (the demo taxonomy's checkout-and-queues). */
const QUEUE_COMMENTS = [
  'The queue at the till barely moved, only one checkout was open.',
  'Waited twenty minutes at the checkout, the queue went round the store.',
  'Kassajono oli todella pitkä, vain yksi kassa auki.',
  'Jouduin jonottamaan kassalla yli vartin.',
  'Lång kö i kassan, bara en kassa var öppen.',
  'Vi stod i kö i kassan i tjugo minuter.',
] as const;

const DAY_MS = 86_400_000;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(v)));

/** Seasonality: December is busy and slow, summer a little happier. */
function seasonEffect(month: number): number {
  if (month === 11) return -0.35;
  if (month >= 5 && month <= 7) return 0.12;
  return 0;
}

function volumeWeight(month: number, weekday: number): number {
  return (month === 11 ? 1.6 : 1) * (weekday === 6 || weekday === 0 ? 1.3 : 1);
}

/**
 * Generates interviews whose scores depend on the store, the season and a slow upward
 * trend, so that charts and rankings tell a story. Deterministic for a seed and end date.
 */
export function* generateInterviews(options: InterviewGeneratorOptions): Generator<NewInterview[]> {
  const random = new Random(options.seed);
  const q = (name: string) => options.questionIds.get(name);
  const cumulative: number[] = [];
  let total = 0;
  for (const store of options.stores) {
    total += store.weight;
    cumulative.push(total);
  }
  const pickStore = () => {
    const x = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return options.stores[lo];
  };
  const start = Date.UTC(
    options.endDate.getUTCFullYear(),
    options.endDate.getUTCMonth(),
    options.endDate.getUTCDate() - options.days + 1,
  );
  const batchSize = options.batchSize ?? 5000;
  let batch: NewInterview[] = [];
  for (let n = 0; n < options.count; n++) {
    let dayIndex: number;
    let date: Date;
    do {
      dayIndex = Math.floor(random.next() * options.days);
      date = new Date(start + dayIndex * DAY_MS + random.int(8 * 3600, 20 * 3600) * 1000);
    } while (random.next() * 2.1 > volumeWeight(date.getUTCMonth(), date.getUTCDay()));
    if (options.now && date > options.now) date = new Date(date.getTime() - DAY_MS);
    const store = pickStore();
    const trend = (dayIndex / options.days) * 0.35 - 0.15;
    const z = store.effect + trend + seasonEffect(date.getUTCMonth()) + random.normal();
    // every draw in the order it always had: the stories below only bend what was drawn
    let nps = clamp(7.7 + 1.7 * z, 0, 10);
    let overall = clamp(3.9 + 0.75 * (z + 0.4 * random.normal()), 1, 5);
    const staff = clamp(4.0 + 0.7 * (z + 0.6 * random.normal()), 1, 5);
    let speed = clamp(3.7 + 0.7 * (z + 0.6 * random.normal()) + seasonEffect(date.getUTCMonth()), 1, 5);
    const range = clamp(3.8 + 0.6 * (z + 0.8 * random.normal()), 1, 5);
    const price = clamp(3.4 + 0.5 * (z + random.normal()), 1, 5);
    const c = random.next();
    const channel = c < 0.7 ? 1 : c < 0.9 ? 2 : 3;
    const visit = random.next() < 0.3 ? 1 : 2;
    const commented = random.next() < 0.35;
    const daysBeforeEnd = options.days - 1 - dayIndex;
    const stories = options.stories;
    const queue = stories?.queueStore === store.unitId && daysBeforeEnd < stories.queueDays;
    if (queue) {
      nps = clamp(nps - 4, 0, 10);
      speed = clamp(speed - 2, 1, 5);
      overall = clamp(overall - 1, 1, 5);
    }
    if (stories?.betterChannel === channel && daysBeforeEnd < stories.channelDays) {
      nps = clamp(nps + 2, 0, 10);
      overall = clamp(overall + 1, 1, 5);
    }
    const answers: NewInterview['answers'] = [];
    const add = (name: string, value: number | null, textValue: string | null = null) => {
      const questionId = q(name);
      if (questionId !== undefined) answers.push({ questionId, value, textValue });
    };
    add('nps', nps);
    add('sat_overall', overall);
    add('sat_staff', staff);
    add('sat_speed', speed);
    add('sat_range', range);
    add('sat_price', price);
    add('channel', channel);
    add('visit', visit);
    if (commented) {
      const tone = nps <= 6 ? 'negative' : nps <= 8 ? 'neutral' : 'positive';
      const r = random.next();
      add(
        'comment',
        null,
        queue ? QUEUE_COMMENTS[Math.floor(r * QUEUE_COMMENTS.length)] : composeComment(tone, r),
      );
    }
    batch.push({ unitId: store.unitId, date, externalId: null, answers });
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
