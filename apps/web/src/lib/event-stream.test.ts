import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type EventStreamOptions, openEventStream } from './event-stream.ts';

// The stream client runs in a browser: give it the window and document it listens on.
const windowEvents = new EventTarget();
Object.assign(globalThis, {
  window: Object.assign(windowEvents, { setTimeout, clearTimeout }),
  document: { hidden: false, addEventListener() {}, removeEventListener() {} },
});

const EVENTS = {
  loadcount: z.object({ survey: z.string(), loadCount: z.number().int() }),
  revoked: z.object({ reason: z.string() }),
};

/** A real HTTP server whose answer to each connection the test scripts. */
type Answer = (request: IncomingMessage, response: ServerResponse) => void;
let answers: Answer[] = [];
const requests: IncomingMessage[] = [];
let server: Server;
let url: string;

function stream(response: ServerResponse, ...blocks: string[]) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(': connected\n\n');
  for (const block of blocks) response.write(block);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const answer = answers.shift() ?? ((_, res) => stream(res));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  answers = [];
  requests.length = 0;
});

function open(overrides: Partial<EventStreamOptions<typeof EVENTS>> = {}) {
  const seen: string[] = [];
  const stop = openEventStream({
    url,
    events: EVENTS,
    credentials: 'omit',
    handlers: {
      loadcount: (data) => seen.push(`loadcount ${data.survey} ${data.loadCount}`),
      revoked: (data) => seen.push(`revoked ${data.reason}`),
    },
    onOpen: (resumed) => seen.push(resumed ? 'resumed' : 'open'),
    onDown: () => seen.push('down'),
    retryDelay: () => 0,
    ...overrides,
  });
  stops.push(stop);
  return { seen, stop };
}

describe('event stream', () => {
  it('hands each event its checked data, with data spread over several lines joined', async () => {
    answers.push((_, response) =>
      stream(
        response,
        'event: loadcount\ndata: {"survey": "cx",\ndata: "loadCount": 7}\n\n',
        'event: loadcount\ndata: {"survey": "cx", "loadCount": "eight"}\n\n',
        'event: loadcount\ndata: not json\n\n',
        'event: unknown\ndata: {}\n\n',
        ': heartbeat\n\n',
        'event: loadcount\ndata: {"survey": "cx", "loadCount": 9}\n\n',
      ),
    );
    const { seen } = open({ headers: () => ({ authorization: 'Bearer opk_test' }) });
    await vi.waitFor(() => expect(seen).toEqual(['open', 'loadcount cx 7', 'loadcount cx 9']));
    expect(requests[0].headers.authorization).toBe('Bearer opk_test');
    expect(requests[0].headers.accept).toBe('text/event-stream');
  });

  it('reconnects when the server ends the stream, and says it resumed', async () => {
    answers.push((_, response) => {
      stream(response, 'event: loadcount\ndata: {"survey": "cx", "loadCount": 1}\n\n');
      response.end();
    });
    answers.push((_, response) =>
      stream(response, 'event: loadcount\ndata: {"survey": "cx", "loadCount": 2}\n\n'),
    );
    const { seen } = open();
    await vi.waitFor(() =>
      expect(seen).toEqual(['open', 'loadcount cx 1', 'down', 'resumed', 'loadcount cx 2']),
    );
    expect(requests).toHaveLength(2);
  });

  it('tries again after a refused answer, with the delay for each attempt', async () => {
    const unavailable: Answer = (_, response) => response.writeHead(503).end();
    answers.push(unavailable, unavailable);
    const attempts: number[] = [];
    const { seen } = open({
      retryDelay: (attempt) => {
        attempts.push(attempt);
        return 0;
      },
    });
    await vi.waitFor(() => expect(seen).toEqual(['down', 'resumed']));
    expect(attempts).toEqual([0, 1]);
  });

  it('stops for good on a refusal that another try cannot mend', async () => {
    answers.push((_, response) =>
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'revoked_key', message: 'Revoked' } })),
    );
    const refused: string[] = [];
    const { seen } = open({
      refusal: async (response) => (response.status === 401 ? 'revoked_key' : null),
      onRefused: (reason) => refused.push(reason),
    });
    await vi.waitFor(() => expect(refused).toEqual(['revoked_key']));
    expect(seen).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('drops a connection that has gone silent and opens another', async () => {
    answers.push((_, response) =>
      response.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders(),
    );
    answers.push((_, response) =>
      stream(response, 'event: loadcount\ndata: {"survey": "cx", "loadCount": 3}\n\n'),
    );
    const { seen } = open({ silenceMs: 200 });
    await vi.waitFor(() => expect(seen).toEqual(['open', 'down', 'resumed', 'loadcount cx 3']));
  });

  it('closes the connection when stopped', async () => {
    const { seen, stop } = open();
    await vi.waitFor(() => expect(seen).toEqual(['open']));
    const closed = new Promise((resolve) => requests[0].on('close', resolve));
    stop();
    await closed;
    expect(seen).toEqual(['open']);
  });
});
