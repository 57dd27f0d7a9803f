import type { TUniverseData } from '@opinio/domain/schemas/survey-admin';
import { describe, expect, it } from 'vitest';
import { universeFormDefaults, universeFormSchema, universeProblem } from './universe-form-values.ts';

const data: TUniverseData = {
  name: 'acme',
  title: 'Acme',
  defaultLocale: 'fi',
  forwarding: null,
  forwardingUrl: null,
  primaryColor: '#0b5cad',
  logoUrl: null,
  support: { faqUrl: null, email: 'help@acme.example', helpDeskUrl: null, phone: null, openingHours: null },
  sso: [
    {
      domain: 'cx.acme.example',
      idpUrl: 'https://id.acme.example',
      realm: 'acme',
      clientId: 'opinio',
      ssoOnly: true,
    },
  ],
};

describe('universeFormSchema', () => {
  it('gives back the settings it was filled with (without the read-only name)', () => {
    const { name: _, ...settings } = data;
    expect(universeFormSchema.parse(universeFormDefaults(data))).toEqual(settings);
  });
  it('saves empty fields as no value and drops the address of no forwarding page', () => {
    const form = universeFormDefaults(data);
    form.support.email = '  ';
    form.forwardingUrl = 'https://old.example';
    const saved = universeFormSchema.parse(form);
    expect(saved.support.email).toBeNull();
    expect(saved.forwardingUrl).toBeNull();
  });
  it('names the bad fields by their paths', () => {
    const form = universeFormDefaults(data);
    form.forwarding = 'vgs';
    form.forwardingUrl = 'http://vgs.example';
    form.primaryColor = 'blue';
    form.logoUrl = 'http://acme.example/logo.svg';
    form.support.email = 'not an address';
    form.sso.push({
      domain: 'bad host',
      idpUrl: 'https://id.example',
      realm: '',
      clientId: 'c',
      ssoOnly: false,
    });
    const paths = universeFormSchema.safeParse(form).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([
      'forwardingUrl',
      'primaryColor',
      'logoUrl',
      'support.email',
      'sso.1.domain',
      'sso.1.realm',
    ]);
  });
});

describe('universeProblem', () => {
  it('words a field by its kind', () => {
    expect(universeProblem('sso.0.idpUrl')).toBe('https');
    expect(universeProblem('support.faqUrl')).toBe('https');
    expect(universeProblem('support.email')).toBe('email');
    expect(universeProblem('sso.3.domain')).toBe('domain');
    expect(universeProblem('sso.3.clientId')).toBe('required');
    expect(universeProblem('title')).toBe('title');
    expect(universeProblem('logoUrl')).toBe('https');
    expect(universeProblem('primaryColor')).toBe('color');
  });
});
