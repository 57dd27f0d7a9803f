import { describe, expect, it } from 'vitest';
import {
  connectLiveEvents,
  type EventSourceLike,
  type LiveEventHandlers,
  reconnectDelay,
  subscribeLiveEvent,
} from './live-events.ts';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (event: MessageEvent) => void>();
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const seen: string[] = [];
  const handlers: LiveEventHandlers = {
    loadcount: (e) => seen.push(`loadcount ${e.survey} ${e.loadCount}`),
    alert: (e) => seen.push(`alert ${e.survey} ${e.alertId} ${e.state}`),
    open: (resumed) => seen.push(resumed ? 'resumed' : 'open'),
    down: () => seen.push('down'),
  };
  const stop = connectLiveEvents({
    url: '/api/vuejs/events/stream',
    handlers,
    createSource: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    clearTimer: () => {},
  });
  return { sources, timers, seen, stop };
}

describe('live events', () => {
  it('hands parsed events to their handlers and drops malformed ones', () => {
    const { sources, seen } = setup();
    sources[0].open();
    sources[0].emit('loadcount', { survey: 'cx', loadCount: 7 });
    sources[0].emit('alert', { survey: 'cx', alertId: 12, state: 'new' });
    sources[0].emit('alert', { survey: 'cx', alertId: 'twelve' });
    sources[0].listeners.get('loadcount')?.({ data: 'not json' } as MessageEvent);
    expect(seen).toEqual(['open', 'loadcount cx 7', 'alert cx 12 new']);
  });

  it('leaves a dropped connection to EventSource, and says it resumed', () => {
    const { sources, timers, seen } = setup();
    sources[0].open();
    sources[0].fail(false);
    sources[0].open();
    expect(sources).toHaveLength(1);
    expect(timers).toHaveLength(0);
    expect(seen).toEqual(['open', 'down', 'resumed']);
  });

  it('opens a new stream with a growing delay after the server refused it', () => {
    const { sources, timers, seen } = setup();
    sources[0].fail(true);
    expect(sources[0].closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0].callback();
    sources[1].fail(true);
    timers[1].callback();
    sources[2].fail(true);
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000]);
    timers[2].callback();
    sources[3].open();
    expect(seen).toEqual(['down', 'resumed']);
    // a success starts the delays over
    sources[3].fail(true);
    expect(timers[3].ms).toBe(1000);
  });

  it('stops for good when closed', () => {
    const { sources, timers, stop } = setup();
    sources[0].open();
    stop();
    expect(sources[0].closed).toBe(true);
    sources[0].fail(true);
    expect(timers).toHaveLength(0);
  });

  it('hands other event types to their subscribers, on the current and on later streams', () => {
    const { sources, timers, stop } = setup();
    const got: unknown[] = [];
    const unsubscribe = subscribeLiveEvent('task', (data) => got.push(data));
    sources[0].emit('task', { taskId: 1 });
    sources[0].fail(true);
    timers[0].callback();
    sources[1].emit('task', { taskId: 2 });
    unsubscribe();
    sources[1].emit('task', { taskId: 3 });
    expect(got).toEqual([{ taskId: 1 }, { taskId: 2 }]);
    stop();
  });

  it('caps the reconnect delay at a minute', () => {
    expect([0, 1, 5, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 32_000, 60_000, 60_000]);
  });
});
