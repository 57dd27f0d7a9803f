import type { TSupportContacts } from '@opinio/domain/schemas/auth';

/**
 * The support dialog's contacts when the universe's settings give none. Placeholders on
 * reserved example domains; the opening hours are the product's own text (`support.hours`).
 */
export const SUPPORT_CONTACTS: TSupportContacts = {
  faqUrl: 'https://support.opinio.example/faq',
  email: 'support@opinio.example',
  helpDeskUrl: 'https://support.opinio.example/helpdesk',
  phone: '+358 9 4242 4242',
  openingHours: null,
};
