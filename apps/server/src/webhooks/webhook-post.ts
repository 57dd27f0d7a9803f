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

/** Whether an address is one of those. @internal */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // an IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as IPv4
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? PRIVATE.check(mapped[1], 'ipv4') : PRIVATE.check(address, 'ipv6');
}

export interface PostOutcome {
  /** The receiver's status; null when it did not answer. */
  status: number | null;
  error: string | null;
  durationMs: number;
}

/** The longest an attempt waits for the receiver's answer. */
const TIMEOUT_MS = 10_000;
/** What is read of an answer's body (for the log): the rest is dropped. */
const ANSWER_KEPT = 500;

/**
 * POSTs `body` to `url` and answers what came back. The address is checked as the
 * connection resolves it (so a name that resolves to a private address later is caught
 * too); redirects are not followed.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
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
    // an address written as such is not looked up: judged here
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && isIP(literal) && isPrivateAddress(literal)) {
      resolve(done(null, `${literal} is a private address, which webhooks may not reach`));
      return;
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
        if (options.all) callback(null, list);
        else callback(null, list[0].address, list[0].family);
      });
    }) as typeof dnsLookup;
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < ANSWER_KEPT) answer += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve(
            done(status, ok ? null : `HTTP ${status}${answer ? `: ${answer.slice(0, ANSWER_KEPT)}` : ''}`),
          );
        });
        response.on('error', (error) => resolve(done(response.statusCode ?? null, error.message)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve(done(null, error.message)));
    request.end(body);
  });
}
