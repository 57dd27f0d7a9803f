import Paper from '@mui/material/Paper';
import { ZUserIdentity } from '@opinio/domain/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { setIdentity, useIdentity } from '@/entities/session/api/identity.ts';
import { useClientConfig } from '@/lib/client-config.ts';
import { useLocale } from '@/lib/number-format.ts';
import { safeRedirect, startPathFor } from '@/lib/page-path.ts';
import type { LoginRouteState } from '../api/logout.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { NoSurveysNotice } from './no-surveys-notice.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignInForm, type SignInTexts } from './sign-in-form.tsx';
import { SsoSignInPanel } from './sso-sign-in-panel.tsx';

/**
 * "/": the single sign-on button on a host with an identity provider (with a link to the
 * password form: on a host of single sign-on only, "Administrator sign-in" for the root
 * account); else the password sign-in, "forgot password" and, for a mailed link
 * (`?resetToken=`), the new password. A signed-in user goes on to `redirect` or the first page.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const routeState = (location.state ?? {}) as LoginRouteState;
  const identity = useIdentity().data;
  const config = useClientConfig();
  // `?forgot=1`: the sign-in page that loads before the app hands "Forgot password?" over
  const [panel, setPanel] = useState<'signIn' | 'forgot'>(searchParams.get('forgot') ? 'forgot' : 'signIn');
  const [passwordChanged, setPasswordChanged] = useState(false);
  // a single sign-on host's password form, shown on asking
  const [passwordAsked, setPasswordAsked] = useState(false);
  const redirect = safeRedirect(searchParams.get('redirect'));
  const resetToken = searchParams.get('resetToken');

  if (identity && !routeState.signedOut) {
    const target = redirect ?? startPathFor(identity);
    if (target) return <Navigate to={target} replace />;
    return <NoSurveysNotice identity={identity} />;
  }

  /** The token is single use: out of the address (and the history) once it is done with. */
  function dropResetToken() {
    const next = new URLSearchParams(searchParams);
    next.delete('resetToken');
    next.delete('invite');
    setSearchParams(next, { replace: true });
  }

  let content: ReactNode;
  if (config.auth === 'sso' && !passwordAsked) {
    content = (
      <SsoSignInPanel
        redirect={redirect}
        ssoOnly={config.ssoOnly}
        onPassword={() => setPasswordAsked(true)}
      />
    );
  } else if (resetToken) {
    content = (
      <ResetPasswordForm
        token={resetToken}
        invitation={searchParams.get('invite') === '1'}
        onDone={() => {
          setPasswordChanged(true);
          setPanel('signIn');
          dropResetToken();
        }}
        onNewLink={() => {
          setPanel('forgot');
          dropResetToken();
        }}
      />
    );
  } else if (panel === 'forgot') {
    content = (
      <ForgotPasswordForm
        onBack={() => {
          setPanel('signIn');
          if (!searchParams.has('forgot')) return;
          const next = new URLSearchParams(searchParams);
          next.delete('forgot');
          setSearchParams(next, { replace: true });
        }}
      />
    );
  } else {
    content = (
      <SignInForm
        t={t as SignInTexts}
        locale={locale}
        redirect={redirect}
        notice={passwordChanged ? t('reset.done') : null}
        onSignedIn={(answer) => {
          const signedIn = ZUserIdentity.parse(answer);
          setIdentity(queryClient, signedIn);
          navigate(redirect ?? startPathFor(signedIn) ?? '/', { replace: true });
        }}
        onForgot={() => setPanel('forgot')}
      />
    );
  }
  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 2, sm: 8 }, p: 4 }}>
      {content}
    </Paper>
  );
}
