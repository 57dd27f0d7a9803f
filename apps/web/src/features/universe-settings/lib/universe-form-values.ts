import type { TLocale } from '@opinio/domain/schemas/locale';
import { type TUniverseData, ZUniverseData } from '@opinio/domain/schemas/survey-admin';
import { z } from 'zod';

/** The universe form's fields as typed (an empty field is no value), named as the settings are. */
export interface UniverseForm {
  title: string;
  defaultLocale: TLocale;
  forwarding: '' | 'vgs' | 'finland';
  forwardingUrl: string;
  /** The questionnaire's colour (#rrggbb) and logo (https://). */
  primaryColor: string;
  logoUrl: string;
  support: { faqUrl: string; email: string; helpDeskUrl: string; phone: string; openingHours: string };
  /** `ssoOnly`: the host refuses password sign-in, except a root user's. */
  sso: Array<{ domain: string; idpUrl: string; realm: string; clientId: string; ssoOnly: boolean }>;
}

export const EMPTY_SSO_CLIENT: UniverseForm['sso'][number] = {
  domain: '',
  idpUrl: '',
  realm: '',
  clientId: '',
  ssoOnly: false,
};

export function universeFormDefaults(data: TUniverseData): UniverseForm {
  const text = (value: string | null) => value ?? '';
  return {
    title: data.title,
    defaultLocale: data.defaultLocale,
    forwarding: data.forwarding ?? '',
    forwardingUrl: text(data.forwardingUrl),
    primaryColor: text(data.primaryColor ?? null),
    logoUrl: text(data.logoUrl ?? null),
    support: {
      faqUrl: text(data.support.faqUrl),
      email: text(data.support.email),
      helpDeskUrl: text(data.support.helpDeskUrl),
      phone: text(data.support.phone),
      openingHours: text(data.support.openingHours),
    },
    sso: data.sso.map((client) => ({ ...client })),
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The fields as the settings to save, checked with the settings' own schema (its paths are the fields'). */
export const universeFormSchema = z
  .custom<UniverseForm>()
  .transform(
    (form): z.input<typeof ZUniverseData> => ({
      title: form.title.trim(),
      defaultLocale: form.defaultLocale,
      forwarding: form.forwarding === '' ? null : form.forwarding,
      // Without a forwarding page its address means nothing: it is not kept.
      forwardingUrl: form.forwarding === '' ? null : optional(form.forwardingUrl),
      primaryColor: optional(form.primaryColor),
      logoUrl: optional(form.logoUrl),
      support: {
        faqUrl: optional(form.support.faqUrl),
        email: optional(form.support.email),
        helpDeskUrl: optional(form.support.helpDeskUrl),
        phone: optional(form.support.phone),
        openingHours: optional(form.support.openingHours),
      },
      sso: form.sso.map((client) => ({
        domain: client.domain.trim().toLowerCase(),
        idpUrl: client.idpUrl.trim(),
        realm: client.realm.trim(),
        clientId: client.clientId.trim(),
        ssoOnly: client.ssoOnly,
      })),
    }),
  )
  .pipe(ZUniverseData);

/** What the form says about a field the checks refused (the server's own message is shown as it is). */
export type UniverseProblem =
  | 'title'
  | 'https'
  | 'email'
  | 'phone'
  | 'domain'
  | 'required'
  | 'tooLong'
  | 'color';

export function universeProblem(path: string): UniverseProblem {
  const field = path.split('.').at(-1) ?? '';
  if (field === 'title') return 'title';
  if (['forwardingUrl', 'faqUrl', 'helpDeskUrl', 'idpUrl', 'logoUrl'].includes(field)) return 'https';
  if (field === 'primaryColor') return 'color';
  if (field === 'email') return 'email';
  if (field === 'phone') return 'phone';
  if (field === 'domain') return 'domain';
  if (field === 'realm' || field === 'clientId') return 'required';
  return 'tooLong';
}
