import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n.ts';
import { driversSummary } from './drivers-summary.ts';

const drivers = [
  { title: 'Speed of service', quadrant: 'fix-first' },
  { title: 'Friendliness of the staff', quadrant: 'keep-up' },
  { title: 'Product range', quadrant: 'maintain' },
  { title: 'Value for money', quadrant: 'fix-first' },
] as const;

describe('key drivers summary', () => {
  beforeAll(() => loadLocale('sv'));

  it('names the questions of each quadrant, priorities first, and leaves out empty quadrants', () => {
    expect(driversSummary({ target: 'NPS', drivers }, i18n.getFixedT('en'), 'en')).toBe(
      'Key drivers of NPS, 4 questions by importance and performance. Fix first: Speed of service and Value for money; Keep up: Friendliness of the staff; Maintain: Product range.',
    );
    expect(driversSummary({ target: 'NPS', drivers: drivers.slice(1, 2) }, i18n.getFixedT('sv'), 'sv')).toBe(
      'Nyckeldrivare för NPS, 1 fråga efter betydelse och prestation. Håll i: Friendliness of the staff.',
    );
  });
});
