import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TApiKey, TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { ApiKeyFormDialog } from './api-key-form-dialog.tsx';
import { CreatedKeyDialog } from './created-key-dialog.tsx';
import { DeleteKeyDialog } from './delete-key-dialog.tsx';

/** The survey's API keys: big-screen and ingestion keys, created, renamed and revoked here. */
export function ApiKeysSection({ surveyExtName }: { surveyExtName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useApiKeys(surveyExtName);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const [editing, setEditing] = useState<TApiKey | null>(null);
  const [deleting, setDeleting] = useState<TApiKey | null>(null);
  const keys = query.data ?? [];

  return (
    <Panel
      title={t('apiKeys.title')}
      busy={query.isFetching}
      testId="api-keys"
      actions={
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setCreating(true)}>
          {t('apiKeys.create')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('apiKeys.intro')}
      </Typography>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && keys.length === 0 && <EmptyState text={t('apiKeys.empty')} />}
      {keys.length > 0 && (
        <TableScroll label={t('apiKeys.title')}>
          <Table size="small" aria-label={t('apiKeys.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('apiKeys.name')}</TableCell>
                <TableCell>{t('apiKeys.purpose')}</TableCell>
                <TableCell>{t('apiKeys.scope')}</TableCell>
                <TableCell>{t('apiKeys.createdBy')}</TableCell>
                <TableCell>{t('apiKeys.createdAt')}</TableCell>
                <TableCell>{t('apiKeys.status')}</TableCell>
                <TableCell align="right">
                  <VisuallyHidden>{t('apiKeys.actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => {
                const revoked = key.revokedAt !== null;
                return (
                  <TableRow
                    key={key.id}
                    data-testid={`api-key-${key.id}`}
                    sx={revoked ? { '& td': { color: 'text.secondary' } } : undefined}
                  >
                    <TableCell sx={{ fontWeight: 600 }}>{key.name}</TableCell>
                    <TableCell>{t(`apiKeys.purpose.${key.purpose}`)}</TableCell>
                    <TableCell>{key.scopeUnit ?? t('apiKeys.wholeOrganisation')}</TableCell>
                    <TableCell>{key.createdBy ?? '–'}</TableCell>
                    <TableCell>{formatDate(key.createdAt, locale)}</TableCell>
                    <TableCell>
                      {revoked ? (
                        <Chip
                          size="small"
                          label={t('apiKeys.revokedOn', { date: formatDate(key.revokedAt!, locale) })}
                        />
                      ) : (
                        <Chip size="small" color="success" variant="outlined" label={t('apiKeys.active')} />
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {!revoked && (
                        <>
                          <Tooltip title={t('apiKeys.edit')}>
                            <IconButton
                              aria-label={t('apiKeys.editNamed', { name: key.name })}
                              onClick={() => setEditing(key)}
                            >
                              <EditOutlinedIcon aria-hidden />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('apiKeys.delete')}>
                            <IconButton
                              aria-label={t('apiKeys.deleteNamed', { name: key.name })}
                              color="error"
                              onClick={() => setDeleting(key)}
                            >
                              <DeleteOutlinedIcon aria-hidden />
                            </IconButton>
                          </Tooltip>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {creating && (
        <ApiKeyFormDialog
          surveyExtName={surveyExtName}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {editing && (
        <ApiKeyFormDialog surveyExtName={surveyExtName} existing={editing} onClose={() => setEditing(null)} />
      )}
      {created && <CreatedKeyDialog apiKey={created} onClose={() => setCreated(null)} />}
      {deleting && (
        <DeleteKeyDialog surveyExtName={surveyExtName} apiKey={deleting} onClose={() => setDeleting(null)} />
      )}
    </Panel>
  );
}
