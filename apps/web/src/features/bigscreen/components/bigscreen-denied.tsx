import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';

/** Full screen: the key was deleted, or the address never held a valid key. */
export function BigScreenDenied({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const revoked = reason === 'revoked_key';
  const Icon = revoked ? LockIcon : LinkOffIcon;
  const key = revoked ? 'revoked' : 'invalid';
  return (
    <Box
      role="alert"
      data-testid="bigscreen-denied"
      data-reason={revoked ? 'revoked_key' : 'invalid_key'}
      sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: '70vw', display: 'grid', justifyItems: 'center', gap: tv(24) }}>
        <Icon aria-hidden sx={{ fontSize: tv(160), color: TV_COLOURS.bad }} />
        <Typography component="h1" sx={{ fontSize: tv(80), fontWeight: 800, lineHeight: 1.1 }}>
          {t(`bigscreen.denied.${key}.title`)}
        </Typography>
        <Typography sx={{ fontSize: tv(34), color: TV_COLOURS.muted, lineHeight: 1.4 }}>
          {t(`bigscreen.denied.${key}.body`)}
        </Typography>
      </Box>
    </Box>
  );
}
