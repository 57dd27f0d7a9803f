export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads a Server-Sent Events stream over real HTTP, as a browser would: every
 * `event:`/`data:` block is collected; `waitFor` polls them for up to `waitMs`.
 */
export async function openSse(url: string, headers: Record<string, string>, waitMs: number) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let ended = false;
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    response,
    events,
    ended: () => ended,
    async waitFor(match: (e: SseEvent) => boolean, ms = waitMs) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      return undefined;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
