import { describe, expect, it } from 'vitest';
import { segmentTarget, upTarget } from './drill-limits.ts';

describe('drill limits', () => {
  it('moving up keeps two segments', () => {
    expect(upTarget('org,all,north', 'org,all')).toBe('org,all');
    expect(upTarget('org,all', 'org,all')).toBeNull();
  });

  it('moving up never leaves the scope', () => {
    expect(upTarget('org,all,north', 'org,all,north')).toBeNull();
    expect(upTarget('org,all,north,d1', 'org,all,north')).toBe('org,all,north');
  });

  it('ancestors above the scope and the current segment are not links', () => {
    const scope = 'org,all,north';
    const here = 'org,all,north,d1,s12';
    expect(segmentTarget('org,all', here, scope)).toBeNull();
    expect(segmentTarget('org,all,north', here, scope)).toBe('org,all,north');
    expect(segmentTarget(here, here, scope)).toBeNull();
  });

  it('the view segment is not a link: moving up stops at two segments', () => {
    expect(segmentTarget('org', 'org,all,north', 'org,all')).toBeNull();
    expect(segmentTarget('org,all', 'org,all,north', 'org,all')).toBe('org,all');
  });
});
