import { describe, expect, it } from 'vitest';
import { isSignInCallback, ssoSettings } from './sso-settings.ts';

describe('single sign-on settings', () => {
  const config = {
    auth: 'sso',
    serverUrl: 'https://id.example.com/',
    realm: 'cx',
    clientId: 'web',
    ssoOnly: false,
  } as const;

  it('uses the issuer rule for the authority and our pages for the redirects', () => {
    const settings = ssoSettings(config, 'https://app.example.com');
    expect(settings.authority).toBe('https://id.example.com/realms/cx');
    expect(settings.redirect_uri).toBe('https://app.example.com/');
    expect(settings.silent_redirect_uri).toBe('https://app.example.com/silent-check-sso.html');
    expect(settings.automaticSilentRenew).toBe(false);
    expect(ssoSettings({ ...config, realm: '' }, 'https://a').authority).toBe('https://id.example.com');
  });

  it('recognises the answer to a sign-in redirect on "/" only', () => {
    expect(isSignInCallback(new URL('https://a/?code=1&state=2'))).toBe(true);
    expect(isSignInCallback(new URL('https://a/?error=access_denied&state=2'))).toBe(true);
    expect(isSignInCallback(new URL('https://a/?code=1'))).toBe(false);
    expect(isSignInCallback(new URL('https://a/page/x?code=1&state=2'))).toBe(false);
  });
});
