import { useEffect, useRef, useState } from 'react';
import { SignInForm, type SignInTexts } from '@/features/auth/components/sign-in-form.tsx';
import { SetupNotice } from '@/features/setup/components/setup-notice.tsx';
import { LOCALES, type Locale, rememberChosenLocale } from '@/lib/locale-choice.ts';
import { core as englishCore } from '@/lib/locales/en/core.ts';
import { NATIVE_NAMES } from './shell/native-names.ts';

type CoreTexts = typeof englishCore;

/** The sign-in texts of a language: English in this file, Finnish and Swedish a small file each. */
const LOAD_CORE: Record<Locale, () => Promise<CoreTexts>> = {
  en: async () => englishCore,
  fi: async () => (await import('@/lib/locales/fi/core.ts')).core as CoreTexts,
  sv: async () => (await import('@/lib/locales/sv/core.ts')).core as CoreTexts,
};

/** `{{name}}` placeholders filled in, as i18next does for the app's texts. */
function translator(texts: CoreTexts): SignInTexts {
  return (key, values = {}) =>
    (texts[key as keyof CoreTexts] ?? englishCore[key as keyof CoreTexts] ?? key).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    );
}

interface SignInPageProps {
  locale: Locale;
  /** Signed in, with the sign-in call's answer (the session's identity). */
  onSignedIn: (answer: unknown) => Promise<void>;
  /** "Forgot password?": the app's own screen for it takes over. */
  onForgot: () => void;
}

/**
 * The sign-in page as it loads before the app (main.tsx): the top bar with the language
 * menu, and the password form, on React alone. The app's own sign-in screen uses the same
 * form (features/auth), so both look and behave alike.
 */
export function SignInPage({ locale: firstLocale, onSignedIn, onForgot }: SignInPageProps) {
  const [locale, setLocale] = useState<Locale>(firstLocale);
  const [texts, setTexts] = useState<CoreTexts>(englishCore);
  useEffect(() => {
    let current = true;
    LOAD_CORE[locale]().then(
      (loaded) => current && setTexts(loaded),
      () => undefined, // English stays when a language's file cannot be loaded
    );
    document.documentElement.lang = locale;
    return () => {
      current = false;
    };
  }, [locale]);
  const t = translator(texts);
  return (
    <div className="signin-page">
      <header className="signin-bar">
        <span className="signin-logo" data-testid="logo">
          Opinio
        </span>
        <LanguageMenu
          label={texts['shell.language']}
          locale={locale}
          onChoose={(chosen) => {
            rememberChosenLocale(chosen);
            setLocale(chosen);
          }}
        />
      </header>
      <main className="signin-card">
        {/* a new install: no organisation yet (asked after the page is shown) */}
        <SetupNotice text={texts['login.setupNotice']} linkText={texts['login.setupLink']} />
        <SignInForm
          t={t}
          locale={locale}
          redirect={null}
          notice={null}
          onSignedIn={(answer) => onSignedIn(answer)}
          onForgot={onForgot}
        />
      </main>
    </div>
  );
}

interface LanguageMenuProps {
  label: string;
  locale: Locale;
  onChoose: (locale: Locale) => void;
}

/** The language button and its menu: arrow keys move, Escape closes, a choice closes it. */
function LanguageMenu({ label, locale, onChoose }: LanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const outside = (event: MouseEvent) => {
      if (!listRef.current?.contains(event.target as Node) && event.target !== buttonRef.current)
        setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const move = (event: React.KeyboardEvent) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };
  return (
    <div className="signin-language">
      <button
        ref={buttonRef}
        type="button"
        className="signin-icon-button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="language-menu"
      >
        {/* the Translate icon of the app's bar (Material icons, Apache-2.0) */}
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false" fill="currentColor">
          <path d="m12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z" />
        </svg>
      </button>
      {open && (
        <div ref={listRef} role="menu" aria-label={label} className="signin-language-list" onKeyDown={move}>
          {LOCALES.map((choice) => (
            <button
              key={choice}
              type="button"
              role="menuitemradio"
              aria-checked={choice === locale}
              lang={choice}
              tabIndex={-1}
              onClick={() => {
                onChoose(choice);
                close();
              }}
            >
              {NATIVE_NAMES[choice]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
