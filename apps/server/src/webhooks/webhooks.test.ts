import { describe, expect, it } from 'vitest';
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

  it('a private address is refused before anything is sent unless allowed', async () => {
    const refused = await postWebhook('http://127.0.0.1:9/hook', '{}', {}, false);
    expect(refused).toMatchObject({ status: null });
    expect(refused.error).toContain('private address');
    const byName = await postWebhook('http://localhost:9/hook', '{}', {}, false);
    expect(byName.error).toContain('private address');
    // allowed: it is tried (nothing listens on the discard port)
    const tried = await postWebhook('http://127.0.0.1:9/hook', '{}', {}, true);
    expect(tried.status).toBeNull();
    expect(tried.error).not.toContain('private address');
  });

  it('the wait between attempts doubles up to an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(12, 30_000)).toBe(3_600_000);
  });
});
