import type { TLocale } from '@opinio/domain/schemas/locale';
import { mailBrand } from '#mail/mail-brand.ts';
import { type ButtonMailTexts, buttonMail } from '#mail/mail-layout.ts';
import type { MailMessage } from '#mail/mail-message.ts';
import { INVITATION_TTL_DAYS } from './password-resets.ts';

/** The link opens the sign-in page, which shows the set-password form for the token. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/?resetToken=${encodeURIComponent(token)}&invite=1`;

const TEXTS: Record<
  TLocale,
  (i: { name: string; username: string; universe: string; by: string }) => ButtonMailTexts
> = {
  en: (i) => ({
    subject: `You are invited to Opinio (${i.universe})`,
    greeting: `Hello ${i.name},`,
    lines: [
      `${i.by} has given you access to ${i.universe} in Opinio, where you see what your customers say.`,
      `Your user name is "${i.username}". Open this link within ${INVITATION_TTL_DAYS} days to choose your password.`,
    ],
    button: 'Choose your password',
    closing: 'The link works once. If you did not expect this mail, you can ignore it.',
  }),
  fi: (i) => ({
    subject: `Kutsu Opinioon (${i.universe})`,
    greeting: `Hei ${i.name},`,
    lines: [
      `${i.by} on antanut sinulle pääsyn Opinioon (${i.universe}), jossa näet mitä asiakkaasi sanovat.`,
      `Käyttäjätunnuksesi on "${i.username}". Valitse salasanasi tästä linkistä ${INVITATION_TTL_DAYS} päivän kuluessa.`,
    ],
    button: 'Valitse salasana',
    closing: 'Linkki toimii kerran. Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
  }),
  sv: (i) => ({
    subject: `Inbjudan till Opinio (${i.universe})`,
    greeting: `Hej ${i.name},`,
    lines: [
      `${i.by} har gett dig tillgång till ${i.universe} i Opinio, där du ser vad dina kunder säger.`,
      `Ditt användarnamn är "${i.username}". Öppna länken inom ${INVITATION_TTL_DAYS} dagar för att välja ditt lösenord.`,
    ],
    button: 'Välj ditt lösenord',
    closing: 'Länken fungerar en gång. Om du inte väntade dig detta meddelande kan du bortse från det.',
  }),
};

/** The mail that invites a member to choose a password: a button to the link, HTML and text. */
export async function invitationMail(input: {
  to: string;
  locale: TLocale;
  displayName: string;
  username: string;
  universeTitle: string;
  invitedBy: string;
  link: string;
}): Promise<MailMessage> {
  const t = TEXTS[input.locale]({
    name: input.displayName,
    username: input.username,
    universe: input.universeTitle,
    by: input.invitedBy,
  });
  return buttonMail(
    { to: input.to, locale: input.locale, brand: mailBrand(input.universeTitle), link: input.link },
    t,
  );
}
