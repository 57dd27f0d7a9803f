import { ZForwarding } from '@opinio/domain/schemas/auth';
import { type TUniverseData, ZUniverseData } from '@opinio/domain/schemas/survey-admin';

/** The settings a universe keeps in `universes.settings`, besides keys other features own. */
type StoredSettings = Pick<TUniverseData, 'defaultLocale' | 'forwarding' | 'forwardingUrl' | 'support'> & {
  primaryColor: string | null;
  logoUrl: string | null;
};

const fields = ZUniverseData.shape;
const supportFields = fields.support.shape;

/**
 * The universe's settings as stored, each value kept only when it is valid (a value written
 * by hand or by an older version reads as unset rather than failing the call).
 */
export function storedSettings(settings: Record<string, unknown> | null | undefined): StoredSettings {
  const stored = settings ?? {};
  const support = (
    typeof stored.support === 'object' && stored.support !== null ? stored.support : {}
  ) as Record<string, unknown>;
  const valid = <T>(schema: { safeParse(value: unknown): { data?: T } }, value: unknown): T | null =>
    schema.safeParse(value).data ?? null;
  return {
    defaultLocale: valid(fields.defaultLocale, stored.defaultLocale) ?? 'en',
    forwarding: valid(ZForwarding, stored.forwarding),
    forwardingUrl: valid(fields.forwardingUrl, stored.forwardingUrl),
    primaryColor: valid(fields.primaryColor, stored.primaryColor),
    logoUrl: valid(fields.logoUrl, stored.logoUrl),
    support: {
      faqUrl: valid(supportFields.faqUrl, support.faqUrl),
      email: valid(supportFields.email, support.email),
      helpDeskUrl: valid(supportFields.helpDeskUrl, support.helpDeskUrl),
      phone: valid(supportFields.phone, support.phone),
      openingHours: valid(supportFields.openingHours, support.openingHours),
    },
  };
}
