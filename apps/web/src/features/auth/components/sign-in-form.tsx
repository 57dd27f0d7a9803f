import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { SignInRefused, signInCall } from '../api/sign-in-call.ts';
import './sign-in.css';

/** The texts the form reads (lib/locales/<locale>/core.ts), by the caller's translator. */
export type SignInTextKey =
  | 'login.title'
  | 'login.intro'
  | 'login.introRedirect'
  | 'login.username'
  | 'login.password'
  | 'login.remember'
  | 'login.chooseUniverse'
  | 'login.universe'
  | 'login.universeHelp'
  | 'login.submit'
  | 'login.submitting'
  | 'login.failed'
  | 'login.usernameRequired'
  | 'login.passwordRequired'
  | 'login.forgotLink'
  | 'error.network'
  | SignInRefusalKey;
export type SignInTexts = (key: SignInTextKey, values?: Record<string, string>) => string;

/** The refusals of a sign-in said in the form's language (the texts of their error codes, decision 037). */
const REFUSALS = [
  'wrong_credentials',
  'sso_only',
  'too_many_requests',
  'no_universe',
  'unavailable',
] as const;
type SignInRefusalKey = `errors.${(typeof REFUSALS)[number]}` | 'errors.no_universe_none' | 'errors.unknown';

function refusalText(t: SignInTexts, { code, params }: SignInRefused): string {
  if (!(REFUSALS as readonly string[]).includes(code)) return t('errors.unknown');
  if (code === 'no_universe' && params.universe === undefined) return t('errors.no_universe_none');
  const minutes = String(Math.max(1, Math.ceil(Number(params.retryAfter ?? 60) / 60)));
  return t(`errors.${code}` as SignInRefusalKey, { universe: String(params.universe ?? ''), minutes });
}

interface SignInFormProps {
  t: SignInTexts;
  locale: string;
  /** Where the user goes after signing in (the guard's `redirect`): only changes the intro. */
  redirect: string | null;
  /** E.g. "Password changed", shown above the form. */
  notice: string | null;
  /** Signed in: the session cookie is set; `answer` is the login call's body (the identity, unchecked). */
  onSignedIn: (answer: unknown) => void | Promise<void>;
  onForgot: () => void;
}

/**
 * User name, password, an organisation on request and "keep me signed in": the password
 * sign-in. Plain React and CSS (sign-in.css), so that the sign-in page loads without the
 * app's component library; checked as the server checks it (ZLoginPayload).
 */
export function SignInForm({ t, locale, redirect, notice, onSignedIn, onForgot }: SignInFormProps) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [universe, setUniverse] = useState('');
  const [remember, setRemember] = useState(false);
  const [chooseUniverse, setChooseUniverse] = useState(false);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const universeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const text = headingRef.current?.textContent?.trim();
    document.title = text ? `${text} – Opinio` : 'Opinio';
  });
  useEffect(() => usernameRef.current?.focus(), []);
  useEffect(() => {
    if (chooseUniverse) universeRef.current?.focus();
  }, [chooseUniverse]);

  const usernameError = checked && username.trim() === '' ? t('login.usernameRequired') : null;
  const passwordError = checked && password === '' ? t('login.passwordRequired') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (username.trim() === '') return usernameRef.current?.focus();
    if (password === '') return passwordRef.current?.focus();
    setPending(true);
    setFailure(null);
    try {
      const answer = await signInCall(
        {
          username: username.trim(),
          password,
          remember,
          ...(universe.trim() ? { universe: universe.trim() } : {}),
        },
        locale,
      );
      await onSignedIn(answer);
    } catch (error) {
      const message =
        error instanceof SignInRefused && error.status > 0 ? refusalText(t, error) : t('error.network');
      setFailure(t('login.failed', { message }));
      setPending(false);
    }
  }

  return (
    <form className="signin-form" noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
      <h1
        ref={headingRef}
        className="signin-title"
        tabIndex={-1}
        data-testid="screen-title"
        data-route="login"
      >
        {t('login.title')}
      </h1>
      <p id={`${id}-intro`} className="signin-muted">
        {redirect ? t('login.introRedirect') : t('login.intro')}
      </p>
      {notice && (
        <p className="signin-alert signin-alert-success" role="status" data-testid="login-notice">
          {notice}
        </p>
      )}
      {failure && (
        <p className="signin-alert signin-alert-error" role="alert" data-testid="login-error">
          {failure}
        </p>
      )}
      <TextInput
        id={`${id}-username`}
        inputRef={usernameRef}
        label={t('login.username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        required
        error={usernameError}
      />
      <TextInput
        id={`${id}-password`}
        inputRef={passwordRef}
        label={t('login.password')}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        error={passwordError}
      />
      {chooseUniverse ? (
        <TextInput
          id={`${id}-universe`}
          inputRef={universeRef}
          label={t('login.universe')}
          value={universe}
          onChange={setUniverse}
          maxLength={200}
          help={t('login.universeHelp')}
          error={null}
        />
      ) : (
        <button
          type="button"
          className="signin-link signin-start"
          onClick={() => setChooseUniverse(true)}
          data-testid="choose-universe-link"
        >
          {t('login.chooseUniverse')}
        </button>
      )}
      <label className="signin-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <span>{t('login.remember')}</span>
      </label>
      <button type="submit" className="signin-submit" disabled={pending} aria-busy={pending}>
        {pending && <span className="signin-spinner" aria-hidden />}
        {pending ? t('login.submitting') : t('login.submit')}
      </button>
      <button
        type="button"
        className="signin-link signin-center"
        onClick={onForgot}
        data-testid="forgot-password-link"
      >
        {t('login.forgotLink')}
      </button>
    </form>
  );
}

interface TextInputProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  help?: string;
  error: string | null;
}

/** A labelled field in the outlined style of the app's fields, its message below it. */
function TextInput(props: TextInputProps) {
  const {
    id,
    inputRef,
    label,
    value,
    onChange,
    type = 'text',
    autoComplete,
    required,
    maxLength,
    help,
    error,
  } = props;
  const message = error ?? help ?? null;
  return (
    <div className={`signin-field${error ? ' signin-field-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength ?? 1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        spellCheck={false}
      />
      {message && (
        <p id={`${id}-message`} className="signin-field-message">
          {message}
        </p>
      )}
    </div>
  );
}
