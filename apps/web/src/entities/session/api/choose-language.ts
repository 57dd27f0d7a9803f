import { usersApi } from '@opinio/domain/api/users';
import { callApi, errorMessage } from '@/lib/api-client.ts';
import { chooseLocale, i18n } from '@/lib/i18n.ts';
import type { Locale } from '@/lib/locale-choice.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useIdentity } from './identity.ts';

/**
 * The top bar's language choice: the screen changes language at once, and a signed-in user's
 * profile keeps it, so that a new tab and the next sign-in open in it too. While a root user
 * acts as someone, that someone's profile is not theirs to change: the choice lasts for the tab.
 */
export function useChooseLanguage(): (locale: Locale) => void {
  const identity = useIdentity().data;
  return (locale) => {
    void chooseLocale(locale);
    if (!identity || identity.actingAs) return;
    // one save after the other: quick changes end with the last choice saved, not a late one
    saving = saving.then(() =>
      callApi(usersApi.account, { body: { locale } }).then(
        () => undefined,
        (error: unknown) => {
          showSnackbar(i18n.t('shell.languageNotSaved', { reason: errorMessage(error) }), 'error');
        },
      ),
    );
  };
}

let saving: Promise<void> = Promise.resolve();
