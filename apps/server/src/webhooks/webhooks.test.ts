import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { chatText } from '#lib/chat-text.ts';
import { isPrivateAddress, postWebhook } from './webhook-post.ts';
import { retryDelayMs } from './webhook-sender.ts';
import { deliveryHeaders, newWebhookSecret, verifyLegacySignature } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const secret = newWebhookSecret();
  const body = '{"event":"alert.created"}';
  const delivery = { eventId: '5f0c6a7e-3b7f-4a8e-9a52-1f4f0a0e2b61', event: 'alert.created', body, secret };
  const now = () => Math.floor(Date.now() / 1000);

  it('a secret is whsec_ and 32 random bytes in base64, as Standard Webhooks writes one', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it("a delivery's Standard Webhooks headers verify with the specification's library, and only as sent", () => {
    const sentAt = now();
    const headers = deliveryHeaders(delivery, sentAt);
    expect(headers).toMatchObject({
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(sentAt),
      'opinio-delivery': delivery.eventId,
      'opinio-event': 'alert.created',
    });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ event: 'alert.created' });
    const refused = (changed: Record<string, string>, text = body, key = secret) =>
      expect(() => new Webhook(key).verify(text, { ...headers, ...changed })).toThrow();
    refused({}, `${body} `);
    refused({}, body, newWebhookSecret());
    // the id and the timestamp are signed
    refused({ 'webhook-id': 'another' });
    refused({ 'webhook-timestamp': String(sentAt + 1) });
    // a delivery replayed after the tolerance
    expect(() => new Webhook(secret).verify(body, deliveryHeaders(delivery, sentAt - 301))).toThrow(
      /too old/,
    );
  });

  it('a secret made before Standard Webhooks (base64url) keys the same bytes, read in the standard alphabet', () => {
    // as secrets were made then; one with a URL-safe character, as about three in four have
    let bytes = '';
    while (!/[-_]/.test(bytes)) bytes = randomBytes(32).toString('base64url');
    const old = `whsec_${bytes}`;
    const headers = deliveryHeaders({ ...delivery, secret: old }, now());
    // the library reads standard base64 only: the receiver writes `-` and `_` as `+` and `/`
    expect(() => new Webhook(old)).toThrow();
    const standard = `whsec_${bytes.replaceAll('-', '+').replaceAll('_', '/')}`;
    expect(new Webhook(standard).verify(body, headers)).toEqual({ event: 'alert.created' });
    // and the deprecated header still verifies with the secret as it was shown
    expect(verifyLegacySignature(old, headers['opinio-signature'], body)).toBe(true);
  });

  it('the deprecated Opinio-Signature verifies as before: keyed with the secret as written', () => {
    const sentAt = 1_800_000_000;
    const header = deliveryHeaders(delivery, sentAt)['opinio-signature'];
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyLegacySignature(secret, header, body, sentAt)).toBe(true);
    expect(verifyLegacySignature(secret, header, body, sentAt + 299)).toBe(true);
    // replayed later than the tolerance
    expect(verifyLegacySignature(secret, header, body, sentAt + 301)).toBe(false);
    expect(verifyLegacySignature(newWebhookSecret(), header, body, sentAt)).toBe(false);
    expect(verifyLegacySignature(secret, header, `${body} `, sentAt)).toBe(false);
    // the timestamp is signed: changing it breaks the signature
    expect(verifyLegacySignature(secret, header.replace('t=1800000000', 't=1800000001'), body, sentAt)).toBe(
      false,
    );
    expect(verifyLegacySignature(secret, 'v1=abc', body, sentAt)).toBe(false);
    expect(verifyLegacySignature(secret, '', body, sentAt)).toBe(false);
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

  it('a plain http endpoint is reached only on the server’s own network: at a public address it is refused before anything is sent', async () => {
    for (const allowPrivate of [true, false]) {
      for (const url of ['http://203.0.113.7:9/hook', 'http://[2001:db8::7]:9/hook']) {
        const refused = await postWebhook(url, '{}', {}, { allowPrivate });
        expect(refused, url).toMatchObject({ status: null });
        expect(refused.error, url).toContain(
          'plain http reaches only a receiver on this server’s own machine or network',
        );
      }
    }
    // where private addresses are allowed, an http receiver there is tried (nothing listens on the discard port)
    const tried = await postWebhook('http://127.0.0.1:9/hook', '{}', {}, { allowPrivate: true });
    expect(tried.error).not.toContain('plain http');
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
