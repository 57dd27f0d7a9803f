import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useSetupState } from '../api/setup-api.ts';
import { SetupForm, type SetupResult } from './setup-form.tsx';

const WIDTH = { maxWidth: 800, mx: 'auto', width: '100%' } as const;

/**
 * Route "setup": the first setup of a production install, signed out. While the database
 * holds no universe: the form (the token the server printed, the organisation, its
 * administrator, a first survey); afterwards what was created and the way to sign in. Once
 * done (GET /api/setup says so) it says that, and leads to sign-in instead.
 */
export function SetupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useSetupState();
  const [result, setResult] = useState<SetupResult | null>(null);
  // the sign-in screen: the user name is the one just chosen (shown in the confirmation)
  const signIn = () => navigate('/');

  if (result) return <SetupDone result={result} onSignIn={signIn} />;
  if (!state.data)
    return (
      <Stack sx={WIDTH}>
        <DetailScreenStatus route="setup" notFoundText={t('setup.unavailable')} query={state} />
      </Stack>
    );
  if (!state.data.needed) return <SetupDoneAlready onSignIn={signIn} />;
  return (
    <Stack spacing={2} sx={{ ...WIDTH, pb: 4 }}>
      <ScreenTitle route="setup">{t('screen.setup.title')}</ScreenTitle>
      <Typography color="text.secondary">{t('setup.intro')}</Typography>
      <SetupForm onDone={setResult} onSignIn={signIn} />
    </Stack>
  );
}

/** What the setup created, and the way on: signing in as its administrator. */
function SetupDone({ result, onSignIn }: { result: SetupResult; onSignIn: () => void }) {
  const { t } = useTranslation();
  const { done, universeTitle, surveyTitle } = result;
  return (
    <Stack spacing={2} sx={WIDTH}>
      <ScreenTitle route="setup">{t('setup.done.title')}</ScreenTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          {/* the form is gone: its heading takes the focus (ScreenTitle), this is announced */}
          <Stack
            role="status"
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'flex-start' }}
            data-testid="setup-done"
          >
            <CheckCircleOutlinedIcon color="success" aria-hidden />
            <Stack spacing={1}>
              <Typography>
                {t('setup.done.body', {
                  title: universeTitle,
                  universe: done.universe,
                  username: done.username,
                })}
              </Typography>
              <Typography>
                {done.survey
                  ? t('setup.done.survey', { title: surveyTitle ?? done.survey, survey: done.survey })
                  : t('setup.done.noSurvey')}
              </Typography>
              <Typography>{t('setup.done.next', { username: done.username })}</Typography>
            </Stack>
          </Stack>
          <div>
            <Button variant="contained" onClick={onSignIn} data-testid="setup-sign-in">
              {t('setup.signIn')}
            </Button>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The database holds a universe already: nothing to set up, sign in (or, signed in, go on). */
function SetupDoneAlready({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useIdentity().data);
  return (
    <Stack spacing={2} sx={WIDTH}>
      <ScreenTitle route="setup">{t('setup.already.title')}</ScreenTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }} data-testid="setup-already">
        <Stack spacing={2}>
          <Typography>{t('setup.already.body')}</Typography>
          <div>
            <Button variant="contained" onClick={onSignIn} data-testid="setup-sign-in">
              {signedIn ? t('noAccess.home') : t('setup.signIn')}
            </Button>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
