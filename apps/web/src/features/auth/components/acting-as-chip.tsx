import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { TUserRef } from '@opinio/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { useEndImpersonation } from '../api/end-impersonation.ts';

/** While a root user acts as someone else: always visible in the top bar, with a way back. */
export function ActingAsChip({ actingAs }: { actingAs: TUserRef }) {
  const { t } = useTranslation();
  const end = useEndImpersonation();
  const name = actingAs.displayName;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="acting-as">
      <Chip
        icon={<SupervisorAccountIcon />}
        label={t('impersonation.actingAs', { name })}
        color="warning"
        role="status"
        sx={{ fontWeight: 700, maxWidth: 260 }}
      />
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={() => end.mutate()}
        disabled={end.isPending}
        aria-label={t('impersonation.stopLabel', { name })}
        startIcon={end.isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
        data-testid="stop-acting"
      >
        {t('impersonation.stop')}
      </Button>
    </Stack>
  );
}
