import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless private addresses are allowed
 * (WEBHOOK_PRIVATE_ADDRESSES): loopback, private networks, link-local (cloud metadata
 * services), carrier-grade NAT and unique-local IPv6. An administrator's endpoint must not
 * turn the server into a way into its own network.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 ending counts as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const [head, tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const before = groups(head);
  const after = groups(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const zero = (groups: readonly number[]) => groups.every((g) => g === 0);
const dottedOf = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address stands for, where it embeds one: IPv4-mapped
 * (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), IPv4-compatible (`::a.b.c.d`,
 * `::7f00:1`), NAT64 (`64:ff9b::a.b.c.d`) and 6to4 (`2002:AABB:CCDD::`). The address then
 * leads to that IPv4 address (a NAT64 gateway or 6to4 relay forwards to it), so it is judged
 * as that address.
 */
function embeddedIpv4(groups: readonly number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  if (zero([g0, g1, g2, g3, g4]) && (g5 === 0xffff || g5 === 0)) return dottedOf(g6, g7);
  if (zero([g0, g1, g2, g3]) && g4 === 0xffff && g5 === 0) return dottedOf(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zero([g2, g3, g4, g5])) return dottedOf(g6, g7);
  if (g0 === 0x2002) return dottedOf(g1, g2);
  return null;
}

/**
 * Whether an address is one of those. An IPv6 address that embeds an IPv4 address is judged
 * by that IPv4 address (`::ffff:127.0.0.1`, `::7f00:1` and `64:ff9b::a00:1` are private);
 * the local-use NAT64 prefix `64:ff9b:1::/48` leads into the operator's own network, whatever
 * it embeds. @internal
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return true;
  const ipv4 = embeddedIpv4(groups);
  return ipv4 === null ? PRIVATE.check(address, 'ipv6') : PRIVATE.check(ipv4, 'ipv4');
}

export interface PostOutcome {
  /** The receiver's status; null when it did not answer. */
  status: number | null;
  error: string | null;
  durationMs: number;
}

/** The longest one attempt may take by default, from the connection to the answer's last byte. */
export const ATTEMPT_MS = 10_000;
/** What is read of an answer's body (for the log): the rest is dropped. */
const ANSWER_KEPT = 500;

/** Why a plain http endpoint is not reached at a public address. */
const HTTP_PUBLIC =
  'plain http reaches only a receiver on this server’s own machine or network: give an https address';

export interface PostOptions {
  /**
   * Whether the endpoint may be on loopback and private networks (WEBHOOK_PRIVATE_ADDRESSES).
   * A plain http endpoint is reached only there: with this off, never.
   */
  allowPrivate: boolean;
  /**
   * The whole attempt's deadline: the address looked up, the connection, the answer's
   * headers and its body read to the end. A receiver that answers slowly, or drips its answer
   * a byte at a time, has its connection closed then and the attempt fails.
   */
  deadlineMs?: number;
}

/**
 * POSTs `body` to `url` and answers what came back, within `deadlineMs` in all. The address
 * is checked as the connection resolves it (so a name that resolves to a private address
 * later is caught too): a private address only where allowed, and a plain http endpoint only
 * at a private address, so that nothing leaves the server's network unencrypted (an
 * endpoint saved as http before, or where http was taken, included). Redirects are not
 * followed.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { allowPrivate, deadlineMs = ATTEMPT_MS }: PostOptions,
): Promise<PostOutcome> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): PostOutcome => ({
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve(done(null, 'not a valid address'));
      return;
    }
    const plain = target.protocol === 'http:';
    // an address written as such is not looked up: judged here
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal)) {
      const local = isPrivateAddress(literal);
      if (!allowPrivate && local) {
        resolve(done(null, `${literal} is a private address, which webhooks may not reach`));
        return;
      }
      if (plain && !local) {
        resolve(done(null, HTTP_PUBLIC));
        return;
      }
    }
    const lookup: typeof dnsLookup = ((
      hostname: string,
      options: { all?: boolean },
      callback: (
        error: NodeJS.ErrnoException | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void,
    ) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        const list = addresses as LookupAddress[];
        const refused = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
        if (refused) {
          const blocked: NodeJS.ErrnoException = new Error(
            `${hostname} resolves to a private address (${refused.address}), which webhooks may not reach`,
          );
          blocked.code = 'EPRIVATE';
          return callback(blocked, []);
        }
        if (plain && list.some((a) => !isPrivateAddress(a.address))) {
          const blocked: NodeJS.ErrnoException = new Error(HTTP_PUBLIC);
          blocked.code = 'EPLAINHTTP';
          return callback(blocked, []);
        }
        if (options.all) callback(null, list);
        else callback(null, list[0].address, list[0].family);
      });
    }) as typeof dnsLookup;
    // the first outcome counts: after the deadline, the closed connection's errors are not news
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    let statusSeen: number | null = null;
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup,
      },
      (response) => {
        statusSeen = response.statusCode ?? null;
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < ANSWER_KEPT) answer += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          settle(
            done(status, ok ? null : `HTTP ${status}${answer ? `: ${answer.slice(0, ANSWER_KEPT)}` : ''}`),
          );
        });
        response.on('error', (error) => settle(done(response.statusCode ?? null, error.message)));
      },
    );
    const deadline = setTimeout(() => {
      const seconds = deadlineMs / 1000;
      settle(
        done(
          null,
          statusSeen === null
            ? `no answer within ${seconds} s`
            : `the answer (HTTP ${statusSeen}) did not end within ${seconds} s`,
        ),
      );
      request.destroy();
    }, deadlineMs);
    request.on('error', (error) => settle(done(null, error.message)));
    request.end(body);
  });
}
