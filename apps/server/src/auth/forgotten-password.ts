import { isLocale } from '@opinio/domain/localized-text';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '#lib/http-error.ts';
import type { Mailer } from '#mail/mailer.ts';
import type { AuthServices } from './auth-services.ts';
import { passwordResetMail, resetLink } from './password-reset-mail.ts';
import {
  createPasswordReset,
  isOpenPasswordReset,
  resetPassword,
  resetRecipients,
} from './password-resets.ts';
import { hashPassword } from './passwords.ts';
import { displayName } from './principal.ts';

/**
 * "Forgot password": every account the name names (by user name, or mail address ignoring
 * case) that has a mail address gets a single-use link. The mails go out in the background,
 * so that neither the answer nor its timing tells who has an account.
 */
export async function sendPasswordResets(
  services: Pick<AuthServices, 'config' | 'database'> & { mailer: Mailer },
  name: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = services.database;
  const users = await resetRecipients(db, name);
  for (const user of users) {
    if (!user.email) continue;
    const { token } = await createPasswordReset(db, user.id);
    const mail = await passwordResetMail({
      to: user.email,
      locale: isLocale(user.locale) ? user.locale : 'en',
      username: user.username,
      displayName: displayName({
        username: user.username,
        firstName: user.first_name,
        lastName: user.last_name,
      }),
      link: resetLink(services.config.publicUrl, token),
    });
    services.mailer.sendInBackground(mail, log);
  }
}

/**
 * Sets a new password with a reset link's token (which signs the user out everywhere); 400
 * `link_expired` for an unknown, used or expired token.
 */
export async function setForgottenPassword(
  services: Pick<AuthServices, 'database'>,
  token: string,
  password: string,
): Promise<void> {
  const { db } = services.database;
  const expired = () =>
    badRequest('This reset link has expired or was already used; ask for a new one', 'token', {
      code: 'link_expired',
    });
  // The cheap look-up first: an unknown token never costs a password hash.
  if (!(await isOpenPasswordReset(db, token))) throw expired();
  const passwordHash = await hashPassword(password);
  // Checked again with the write: the token may have been used meanwhile.
  const userId = await resetPassword(db, token, passwordHash);
  if (userId === null) throw expired();
}
