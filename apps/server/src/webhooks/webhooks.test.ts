import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { chatText } from '#lib/chat-text.ts';
import { isPrivateAddress, postWebhook } from './webhook-post.ts';
import { retryDelayMs } from './webhook-sender.ts';
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const secret = newWebhookSecret();
  const body = '{"event":"alert.created"}';

  it('verify with the secret, the body and a recent timestamp only', () => {
    const now = 1_800_000_000;
    const header = signWebhook(secret, now, body);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, header, body, now)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, now + 299)).toBe(true);
    // replayed later than the tolerance
    expect(verifyWebhookSignature(secret, header, body, now + 301)).toBe(false);
    expect(verifyWebhookSignature(newWebhookSecret(), header, body, now)).toBe(false);
    expect(verifyWebhookSignature(secret, header, `${body} `, now)).toBe(false);
    // the timestamp is signed: changing it breaks the signature
    expect(verifyWebhookSignature(secret, header.replace('t=1800000000', 't=1800000001'), body, now)).toBe(
      false,
    );
    expect(verifyWebhookSignature(secret, 'v1=abc', body, now)).toBe(false);
    expect(verifyWebhookSignature(secret, '', body, now)).toBe(false);
  });

  it('every secret is new', () => {
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});

describe('webhook addresses and retries', () => {
  it('loopback, private, link-local and unique-local addresses are private', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('an IPv6 address that embeds a private IPv4 address is private, in every way of writing it', () => {
    for (const address of [
      // IPv4-mapped, dotted and in hex (as a URL writes it)
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:A9FE:A9FE',
      '0:0:0:0:0:ffff:c0a8:101',
      // IPv4-translated
      '::ffff:0:127.0.0.1',
      // IPv4-compatible
      '::127.0.0.1',
      '::7f00:1',
      '::a00:1',
      '::169.254.169.254',
      '0:0:0:0:0:0:c0a8:0101',
      // NAT64, well-known prefix
      '64:ff9b::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:0:0:0:0:ac10:1',
      // NAT64, local-use prefix: the operator's own network, whatever it embeds
      '64:ff9b:1::7f00:1',
      '64:ff9b:1:abcd::808:808',
      // 6to4
      '2002:7f00:1::1',
      '2002:c0a8:101::',
      // the unspecified address and loopback, also as IPv4-compatible
      '::',
      '0:0:0:0:0:0:0:1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '::ffff:808:808',
      '::8.8.8.8',
      '64:ff9b::8.8.8.8',
      '64:ff9b::5db8:d822',
      '2002:808:808::1',
      '2001:db8:64:ff9b::7f00:1',
      '2a00:1450:4001::7f00:1',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('an endpoint written as an IPv6 address embedding loopback is refused before anything is sent', async () => {
    for (const url of [
      'http://[::7f00:1]:9/hook',
      'http://[64:ff9b::127.0.0.1]:9/hook',
      'http://[::ffff:127.0.0.1]:9/hook',
    ]) {
      const refused = await postWebhook(url, '{}', {}, { allowPrivate: false });
      expect(refused.status, url).toBeNull();
      expect(refused.error, url).toContain('private address');
    }
  });

  it('a private address is refused before anything is sent unless allowed', async () => {
    const refused = await postWebhook('http://127.0.0.1:9/hook', '{}', {}, { allowPrivate: false });
    expect(refused).toMatchObject({ status: null });
    expect(refused.error).toContain('private address');
    const byName = await postWebhook('http://localhost:9/hook', '{}', {}, { allowPrivate: false });
    expect(byName.error).toContain('private address');
    // allowed: it is tried (nothing listens on the discard port)
    const tried = await postWebhook('http://127.0.0.1:9/hook', '{}', {}, { allowPrivate: true });
    expect(tried.status).toBeNull();
    expect(tried.error).not.toContain('private address');
  });

  it('an attempt has one deadline for the whole exchange: a receiver that never answers, or drips its answer, is cut off', async () => {
    const closed: string[] = [];
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.on('close', () => closed.push(request.url ?? ''));
        if (request.url === '/silent') return;
        // the headers at once, then a byte now and then, never the end
        response.flushHeaders();
        const drip = setInterval(() => response.write('.'), 50);
        response.on('close', () => clearInterval(drip));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const silent = await postWebhook(`${base}/silent`, '{}', {}, { allowPrivate: true, deadlineMs: 300 });
      expect(silent).toMatchObject({ status: null, error: 'no answer within 0.3 s' });
      const dripping = await postWebhook(`${base}/drip`, '{}', {}, { allowPrivate: true, deadlineMs: 300 });
      expect(dripping).toMatchObject({
        status: null,
        error: 'the answer (HTTP 200) did not end within 0.3 s',
      });
      for (const outcome of [silent, dripping]) {
        expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
        // generous: the point is that the drip did not keep it
        expect(outcome.durationMs).toBeLessThan(5000);
      }
      // the connections were closed, not left to the receiver
      await expect.poll(() => closed.sort()).toEqual(['/drip', '/silent']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the wait between attempts doubles up to an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(12, 30_000)).toBe(3_600_000);
  });
});

describe('webhook message texts', () => {
  it("user-entered text cannot become Slack mark-up: mentions, links under a label, the channel's alarm", () => {
    expect(chatText('<!channel> Spring & summer <https://evil.example|Open report> <@U123>')).toBe(
      '&lt;!channel&gt; Spring &amp; summer &lt;https://evil.example|Open report&gt; &lt;@U123&gt;',
    );
    // an entity typed by a user stays what was typed, not the character it names
    expect(chatText('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
    expect(chatText('Oulu Centre – NPS 0–6 ≥ 8')).toBe('Oulu Centre – NPS 0–6 ≥ 8');
  });
});
