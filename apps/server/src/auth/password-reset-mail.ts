import type { MailMessage } from '#mail/mail-message.ts';
import { RESET_TTL_MINUTES } from './password-resets.ts';

/** The link opens the sign-in page, which shows the new-password form for `resetToken`. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/?resetToken=${encodeURIComponent(token)}`;

export function passwordResetMail(input: {
  to: string;
  displayName: string;
  username: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Reset your Opinio password',
    text: [
      `Hello ${input.displayName},`,
      '',
      `Someone, hopefully you, asked to reset the password of the Opinio account "${input.username}".`,
      `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password:`,
      '',
      input.link,
      '',
      'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}
