import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { expect } from 'vitest';
import { openSse } from './sse-client.ts';

/** The KPI tiles of survey cx at a drill node through instance `i` (0 or 1). */
export type KpisThrough = (i: number, drill?: string) => Promise<TKpiResponse>;

/** Two API instances on one store answer survey cx alike at the root, a region and a store. */
export async function expectSameThroughBoth(kpis: KpisThrough): Promise<void> {
  for (const drill of ['org,all', 'org,all,north', 'org,all,north,oulu,s001']) {
    const [first, second] = [await kpis(0, drill), await kpis(1, drill)];
    expect(second).toEqual(first);
    expect(first.nInterviews).toBeGreaterThan(0);
  }
}

/**
 * With an event stream open on each instance, `write` ingests one interview of cx through the
 * first: the writer's own figure has it at once, both streams hear of it, and the other's next
 * figure has it once its stream told of it.
 */
export async function expectWriteSeenThroughBoth(
  bases: readonly string[],
  cookies: readonly string[],
  kpis: KpisThrough,
  write: () => Promise<void>,
): Promise<void> {
  const before = (await kpis(1)).nInterviews;
  const streams = await Promise.all(
    bases.map((base, i) => openSse(`${base}/api/vuejs/events/stream`, { cookie: cookies[i] }, 5000)),
  );
  try {
    await write();
    expect((await kpis(0)).nInterviews).toBe(before + 1);
    for (const stream of streams) expect(await stream.waitFor((e) => e.event === 'loadcount')).toBeDefined();
    expect((await kpis(1)).nInterviews).toBe(before + 1);
    expect(await kpis(1)).toEqual(await kpis(0));
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
  }
}
