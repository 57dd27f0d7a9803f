import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import { ZLocale } from './locale.ts';

/**
 * The first start of a production install: the first universe, its administrator (a root
 * user, who can then create surveys and universes) and, if asked, a survey from a template.
 */

/** GET setup: whether the database holds no universe yet (the first setup is still to be done). */
export const ZSetupState = z.object({ needed: z.boolean() });
export type TSetupState = z.infer<typeof ZSetupState>;

const ZTitle = (label: string) =>
  ZText.trim().min(1, `Enter ${label}`).max(200, `${label}: at most 200 characters`);

/** POST setup: the token printed at the server's start, and what to create. */
export const ZFirstSetup = z.strictObject({
  token: ZText.trim().min(1, 'Enter the setup token printed when the server started').max(200),
  universe: z.strictObject({
    name: ZText.trim().regex(
      /^[a-z][a-z0-9-]{1,39}$/,
      'Use 2-40 characters a-z, 0-9 and -, starting with a letter',
    ),
    title: ZTitle('the organisation’s name'),
    defaultLocale: ZLocale.default('en'),
  }),
  administrator: z.strictObject({
    username: ZText.trim()
      .min(1, 'Enter a user name')
      .max(100)
      .regex(/^[\p{L}\p{N}._@+-]+$/u, 'Use letters, digits and . _ @ + - only'),
    email: z.union([
      z.literal('').transform(() => null),
      ZText.trim().max(254).email('Enter a valid e-mail address'),
      z.null(),
    ]),
    firstName: ZText.trim().max(100),
    lastName: ZText.trim().max(100),
    password: ZText.min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`).max(
      1000,
      'Use at most 1000 characters',
    ),
    locale: ZLocale.default('en'),
  }),
  /** A first survey from a template; absent: none (the administrator creates one later). */
  survey: z
    .strictObject({
      template: z.enum(['cx', 'nps']),
      extName: ZText.regex(
        /^[a-z][a-z0-9_]{0,62}$/,
        'Use a-z, 0-9 and _, starting with a letter (at most 63)',
      ),
      title: ZTitle('the survey’s title'),
    })
    .optional(),
});
export type TFirstSetup = z.input<typeof ZFirstSetup>;

export const ZFirstSetupDone = z.object({
  universe: z.string(),
  username: z.string(),
  /** The survey created, by extName; null when none was asked for. */
  survey: z.string().nullable(),
});
export type TFirstSetupDone = z.infer<typeof ZFirstSetupDone>;
