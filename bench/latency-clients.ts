/**
 * The clients of a latency benchmark, run in a child process (bench/import-latency.ts,
 * bench/soak.ts fork it): in the server's own process a blocked event loop would also
 * hold back the clients' timers, and the stalls they should measure would go unseen.
 *
 * Each client calls its paths in turn, waits `--interval` ms after each answer, and
 * records every call (start time, path, status, latency) until the parent says stop. The
 * samples go to the parent every second, so a long run keeps little in memory here.
 */
import http from 'node:http';

export interface ClientsStart {
  base: string;
  cookie: string;
  paths: string[];
  clients: number;
  intervalMs: number;
}

export interface CallSample {
  /** ms since the clients started */
  at: number;
  path: string;
  status: number;
  ms: number;
}

export type ClientsMessage =
  | { type: 'ready' }
  | { type: 'samples'; samples: CallSample[] }
  | { type: 'done' };

function get(agent: http.Agent, url: string, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    // A refused or dropped connection counts as status 0: an error, not a crash.
    request.on('error', () => resolve(0));
  });
}

async function run(start: ClientsStart): Promise<void> {
  let samples: CallSample[] = [];
  const flush = () => {
    if (samples.length > 0) process.send?.({ type: 'samples', samples } satisfies ClientsMessage);
    samples = [];
  };
  const flushing = setInterval(flush, 1000);
  const began = performance.now();
  let stopping = false;
  process.on('message', (message: unknown) => {
    if ((message as { type?: string }).type === 'stop') stopping = true;
  });
  const client = async (n: number) => {
    // one kept-alive connection per client, as a browser tab reuses its connection
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = n; !stopping; i++) {
      const path = start.paths[i % start.paths.length];
      const at = performance.now();
      const status = await get(agent, `${start.base}${path}`, start.cookie);
      samples.push({ at: Math.round(at - began), path, status, ms: performance.now() - at });
      await new Promise((r) => setTimeout(r, start.intervalMs));
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: start.clients }, (_, n) => client(n)));
  clearInterval(flushing);
  flush();
  process.send?.({ type: 'done' } satisfies ClientsMessage, () => process.exit(0));
}

process.once('message', (message: unknown) => void run(message as ClientsStart));
process.send?.({ type: 'ready' } satisfies ClientsMessage);
