import { describe, expect, it } from 'vitest';
import { changeCallsForPlan } from './plan-from-change.ts';

const indicators = [{ extName: 'nps' }, { extName: 'sat_speed' }];

describe('which changes call for an action plan', () => {
  it('a fall of an indicator does; a rise, or a move of a topic, does not', () => {
    expect(changeCallsForPlan({ direction: 'down', indicator: { extName: 'nps' } }, indicators)).toBe(true);
    expect(changeCallsForPlan({ direction: 'up', indicator: { extName: 'nps' } }, indicators)).toBe(false);
    expect(changeCallsForPlan({ direction: 'down', indicator: { extName: 'topic:queue' } }, indicators)).toBe(
      false,
    );
    expect(changeCallsForPlan({ direction: 'up', indicator: { extName: 'topic:queue' } }, indicators)).toBe(
      false,
    );
  });
});
