/**
 * Support contacts shown in the support dialog. Placeholders on reserved example
 * domains until they come from universe settings (see the hand-over notes).
 */
export const SUPPORT_CONTACTS = {
  faqUrl: 'https://support.opinio.example/faq',
  email: 'support@opinio.example',
  helpDeskUrl: 'https://support.opinio.example/helpdesk',
  phone: '+358 9 4242 4242',
} as const;
