import type { TChannel, TTemplateVariant } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TMailBlock } from '@opinio/domain/schemas/mail-blocks';
import type { TFunction } from 'i18next';

/**
 * The text a new template (or a language added to one) starts with, in that language: a
 * greeting by name, the request with the survey link and, in mail, the unsubscribe link.
 */
export function starterVariant(channel: TChannel, locale: TLocale, t: TFunction): TTemplateVariant {
  const text = (
    key: 'greeting' | 'ask' | 'smsAsk' | 'answer' | 'thanks' | 'subject' | 'stop' | 'unsubscribe',
  ) => t(`templates.starter.${key}`, { lng: locale });
  if (channel === 'sms')
    return { subject: '', body: `${text('greeting')} {{name}}, ${text('smsAsk')} {{surveyLink}}` };
  if (channel === 'letter')
    return {
      subject: text('subject'),
      body: `${text('greeting')} {{name}},\n\n${text('ask')}\n\n{{surveyLink}}\n\n${text('thanks')}`,
    };
  return {
    subject: text('subject'),
    body: [
      `<p>${text('greeting')} {{name}},</p>`,
      `<p>${text('ask')}</p>`,
      `<p><a href="{{surveyLink}}">${text('answer')}</a></p>`,
      `<p>${text('thanks')}</p>`,
      `<p style="font-size: 12px; color: #555555;">${text('stop')} <a href="{{unsubscribeLink}}">${text('unsubscribe')}</a></p>`,
      '',
    ].join('\n'),
  };
}

/** The blocks a mail starts with when it is switched to blocks: in the language of the variant. */
export function starterBlocks(locale: TLocale, t: TFunction): TMailBlock[] {
  const text = (key: 'greeting' | 'ask' | 'answer' | 'thanks') =>
    t(`templates.starter.${key}`, { lng: locale });
  return [
    { type: 'logo' },
    { type: 'heading', text: `${text('greeting')} {{name}},` },
    { type: 'text', text: text('ask') },
    { type: 'question', text: '' },
    { type: 'button', label: text('answer'), href: '{{surveyLink}}' },
    { type: 'text', text: text('thanks') },
    { type: 'footer', text: '' },
  ];
}
