import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TWebhook } from '@opinio/domain/schemas/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useWebhooks } from '../api/webhooks.ts';
import { DeleteWebhookDialog } from './delete-webhook-dialog.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';
import { WebhookLogDialog } from './webhook-log-dialog.tsx';

/**
 * The universe's outbound webhooks: endpoints told of alerts and campaigns as they happen,
 * with their delivery log (docs/webhooks.md). Administrators of the whole organisation only.
 * On a phone a card each, rather than a table wider than the screen.
 */
export function WebhooksSection({ surveyExtName }: { surveyExtName: string }) {
  const { t } = useTranslation();
  const query = useWebhooks(surveyExtName);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TWebhook | null>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  // the log shows the endpoint as the list has it now (a new secret shows at once)
  const [logOf, setLogOf] = useState<number | null>(null);
  const webhooks = query.data?.webhooks ?? [];
  const events = query.data?.events ?? [];
  const logged = webhooks.find((w) => w.id === logOf) ?? null;
  // an endpoint hears of the whole universe: an administrator of a part of it is told who manages them
  const wholeOnly = query.error instanceof ApiError && query.error.status === 403;

  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });

  // the parts of an endpoint, in a table row on a desktop and in a card on a phone
  const address = (hook: TWebhook) => (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
    >
      {hook.url}
    </Typography>
  );
  const eventChips = (hook: TWebhook) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {hook.events.map((event) => (
        <Chip key={event} size="small" variant="outlined" label={t(`webhooks.event.${event}`)} />
      ))}
    </Stack>
  );
  const counts = (hook: TWebhook) => (
    <>
      {t('webhooks.deliveredCount', { count: hook.delivered })}
      {hook.failing > 0 && (
        <Typography variant="body2" color="error" component="span" sx={{ display: 'block' }}>
          {t('webhooks.failingCount', { count: hook.failing })}
        </Typography>
      )}
    </>
  );
  const status = (hook: TWebhook) =>
    hook.active ? (
      <Chip size="small" color="success" variant="outlined" label={t('webhooks.active')} />
    ) : (
      <Chip size="small" label={t('webhooks.paused')} />
    );
  const actions = (hook: TWebhook) => (
    <>
      <Tooltip title={t('webhooks.log')}>
        <IconButton
          aria-label={t('webhooks.logNamed', { name: hook.name })}
          onClick={() => setLogOf(hook.id)}
          data-testid={`webhook-log-${hook.id}`}
        >
          <ListAltIcon aria-hidden />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('webhooks.edit')}>
        <IconButton
          aria-label={t('webhooks.editNamed', { name: hook.name })}
          onClick={() => setEditing(hook)}
        >
          <EditOutlinedIcon aria-hidden />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('webhooks.delete')}>
        <IconButton
          aria-label={t('webhooks.deleteNamed', { name: hook.name })}
          color="error"
          onClick={() => setDeleting(hook)}
        >
          <DeleteOutlinedIcon aria-hidden />
        </IconButton>
      </Tooltip>
    </>
  );

  return (
    <Panel
      title={t('webhooks.title')}
      busy={query.isFetching}
      testId="webhooks"
      actions={
        !wholeOnly && (
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setCreating(true)}
            disabled={!query.isSuccess}
          >
            {t('webhooks.create')}
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('webhooks.intro')}
      </Typography>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {wholeOnly && <EmptyState text={t('webhooks.wholeOrganisationOnly')} />}
      {query.isError && !wholeOnly && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && webhooks.length === 0 && <EmptyState text={t('webhooks.empty')} />}
      {webhooks.length > 0 && phone && (
        <Stack
          component="ul"
          aria-label={t('webhooks.title')}
          data-testid="webhook-cards"
          sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
        >
          {webhooks.map((hook) => (
            <Stack
              component="li"
              key={hook.id}
              data-testid={`webhook-${hook.id}`}
              spacing={1}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {hook.name}
                </Typography>
                <Box sx={{ ml: 'auto' }}>{status(hook)}</Box>
              </Stack>
              {address(hook)}
              {eventChips(hook)}
              <Typography variant="body2" component="div">
                {t('webhooks.lastWeek')}: {counts(hook)}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                {actions(hook)}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {webhooks.length > 0 && !phone && (
        <TableScroll label={t('webhooks.title')}>
          <Table size="small" aria-label={t('webhooks.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('webhooks.name')}</TableCell>
                <TableCell>{t('webhooks.events')}</TableCell>
                <TableCell>{t('webhooks.lastWeek')}</TableCell>
                <TableCell>{t('webhooks.status')}</TableCell>
                <TableCell align="right">
                  <VisuallyHidden>{t('webhooks.actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {webhooks.map((hook) => (
                <TableRow key={hook.id} data-testid={`webhook-${hook.id}`}>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {hook.name}
                    </Typography>
                    {address(hook)}
                  </TableCell>
                  <TableCell>{eventChips(hook)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{counts(hook)}</TableCell>
                  <TableCell>{status(hook)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(hook)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {creating && (
        <WebhookFormDialog
          surveyExtName={surveyExtName}
          events={events}
          httpAllowed={query.data?.httpAllowed ?? false}
          onClose={() => setCreating(false)}
          onCreated={(hook) => {
            setCreating(false);
            setLogOf(hook.id);
          }}
        />
      )}
      {editing && (
        <WebhookFormDialog
          surveyExtName={surveyExtName}
          events={events}
          httpAllowed={query.data?.httpAllowed ?? false}
          existing={editing}
          onClose={() => setEditing(null)}
        />
      )}
      {logged && (
        <WebhookLogDialog surveyExtName={surveyExtName} webhook={logged} onClose={() => setLogOf(null)} />
      )}
      {deleting && (
        <DeleteWebhookDialog
          surveyExtName={surveyExtName}
          webhook={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </Panel>
  );
}
