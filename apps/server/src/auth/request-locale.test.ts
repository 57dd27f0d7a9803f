import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './request-locale.ts';

describe('Accept-Language', () => {
  it('picks the first language the product speaks, by quality', () => {
    expect(acceptedLocale('fi')).toBe('fi');
    expect(acceptedLocale('sv-FI,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(acceptedLocale('de-DE,de;q=0.9,fi;q=0.5,en;q=0.7')).toBe('en');
    expect(acceptedLocale('en;q=0.2, FI-fi;q=0.8')).toBe('fi');
  });

  it('names none of them: no language', () => {
    expect(acceptedLocale(undefined)).toBeNull();
    expect(acceptedLocale('')).toBeNull();
    expect(acceptedLocale('de, *;q=0.1')).toBeNull();
    expect(acceptedLocale('fi;q=0')).toBeNull();
    expect(acceptedLocale('fi;q=nonsense')).toBeNull();
  });
});
