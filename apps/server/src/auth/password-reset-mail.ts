import type { TLocale } from '@opinio/domain/schemas/locale';
import { PRODUCT_NAME } from '#mail/mail-brand.ts';
import { type ButtonMailTexts, buttonMail } from '#mail/mail-layout.ts';
import type { MailMessage } from '#mail/mail-message.ts';
import { RESET_TTL_MINUTES } from './password-resets.ts';

/** The link opens the sign-in page, which shows the new-password form for `resetToken`. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/?resetToken=${encodeURIComponent(token)}`;

const TEXTS: Record<TLocale, (i: { name: string; username: string }) => ButtonMailTexts> = {
  en: (i) => ({
    subject: 'Reset your Opinio password',
    greeting: `Hello ${i.name},`,
    lines: [
      `Someone, hopefully you, asked to reset the password of the Opinio account "${i.username}".`,
      `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password.`,
    ],
    button: 'Choose a new password',
    closing:
      'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
  }),
  fi: (i) => ({
    subject: 'Opinio-salasanasi vaihto',
    greeting: `Hei ${i.name},`,
    lines: [
      `Joku, toivottavasti sinä, pyysi vaihtamaan Opinio-tunnuksen "${i.username}" salasanan.`,
      `Valitse uusi salasana tästä linkistä ${RESET_TTL_MINUTES} minuutin kuluessa.`,
    ],
    button: 'Valitse uusi salasana',
    closing: 'Linkki toimii kerran. Jos et pyytänyt tätä, jätä viesti huomiotta: salasanasi pysyy ennallaan.',
  }),
  sv: (i) => ({
    subject: 'Återställ ditt Opinio-lösenord',
    greeting: `Hej ${i.name},`,
    lines: [
      `Någon, förhoppningsvis du, bad om att återställa lösenordet för Opinio-kontot "${i.username}".`,
      `Öppna länken inom ${RESET_TTL_MINUTES} minuter för att välja ett nytt lösenord.`,
    ],
    button: 'Välj ett nytt lösenord',
    closing:
      'Länken fungerar en gång. Om du inte bad om detta kan du bortse från mejlet: ditt lösenord förblir som det är.',
  }),
};

/** The mail with a link to choose a new password, in the account's language. */
export async function passwordResetMail(input: {
  to: string;
  locale: TLocale;
  displayName: string;
  username: string;
  link: string;
}): Promise<MailMessage> {
  const t = TEXTS[input.locale]({ name: input.displayName, username: input.username });
  return buttonMail({ to: input.to, locale: input.locale, brand: PRODUCT_NAME, link: input.link }, t);
}
