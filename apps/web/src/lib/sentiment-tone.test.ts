import { describe, expect, it } from 'vitest';
import { sentimentTone } from './sentiment-tone.ts';

describe('sentiment tone', () => {
  it('reads three comments leaning positive for two leaning negative as positive', () => {
    // five comments scored +1, +1, +1, −1, −1 average (3 − 2) / 5 = 0.2
    expect(sentimentTone((1 + 1 + 1 - 1 - 1) / 5)).toBe('positive');
    expect(sentimentTone((-1 - 1 - 1 + 1 + 1) / 5)).toBe('negative');
  });

  it('reads an even split and anything closer to 0 than 0.2 as mixed', () => {
    expect(sentimentTone(0)).toBe('mixed');
    expect(sentimentTone(0.19)).toBe('mixed');
    expect(sentimentTone(-0.19)).toBe('mixed');
  });

  it('reads the ends of the scale as positive and negative', () => {
    expect(sentimentTone(1)).toBe('positive');
    expect(sentimentTone(-1)).toBe('negative');
  });
});
