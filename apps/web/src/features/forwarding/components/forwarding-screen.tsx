import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';

const COUNTDOWN_S = 10;

/**
 * The vgs and finland forwarding pages: the organisation's service lives elsewhere (its
 * settings say where); the page says so and continues there after a short countdown.
 */
export function ForwardingScreen({ name }: { name: 'vgs' | 'finland' }) {
  const { t } = useTranslation();
  const target = useIdentity().data?.forwardingUrl ?? null;
  const [left, setLeft] = useState(COUNTDOWN_S);

  useEffect(() => {
    if (!target) return;
    if (left <= 0) {
      window.location.assign(target);
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [target, left]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <ScreenTitle route={name}>{t(`screen.${name}.title`)}</ScreenTitle>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {target ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('forwarding.moved')}</Typography>
            <Link href={target} data-testid="forwarding-link" sx={{ fontSize: '1.1rem' }}>
              {target.replace(/^https:\/\//, '')}
            </Link>
            <Typography variant="body2" color="text.secondary" role="status">
              {t('forwarding.countdown', { count: left })}
            </Typography>
            <Button variant="contained" href={target}>
              {t('forwarding.goNow')}
            </Button>
          </Stack>
        ) : (
          <EmptyState text={t(`screen.${name}.empty`)} />
        )}
      </Paper>
    </Stack>
  );
}
