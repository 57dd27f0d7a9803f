import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TChannel, TTemplatePreview, TTemplatePreviewRequest } from '@opinio/domain/schemas/campaigns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { letterPreviewPdf } from '../../api/preview-template.ts';
import { openBlob } from '../../lib/open-blob.ts';
import { SmsPreview } from './sms-preview.tsx';

interface TemplatePreviewPanelProps {
  survey: string;
  channel: TChannel;
  preview: {
    data: TTemplatePreview | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: unknown;
    isError: boolean;
  };
  /** The language on screen written so far (null: nothing to preview yet). */
  request: TTemplatePreviewRequest | null;
}

/** The language on screen as a contact would get it, filled in with the newest contact's data. */
export function TemplatePreviewPanel({ survey, channel, preview, request }: TemplatePreviewPanelProps) {
  const { t } = useTranslation();
  const data = preview.data;
  return (
    <Panel title={t('templates.preview.title')} busy={preview.isFetching} testId="template-preview">
      {request === null && (
        <Typography variant="body2" color="text.secondary">
          {t('templates.preview.nothing')}
        </Typography>
      )}
      {request !== null && preview.isError && (
        <Alert severity="warning" variant="outlined" data-testid="template-preview-error">
          {t('templates.preview.failed', { message: errorMessage(preview.error) })}
        </Alert>
      )}
      {request !== null && !data && preview.isPending && <LoadingSkeleton variant="chart" height={200} />}
      {request !== null && data && (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary" data-testid="template-preview-contact">
            {data.contact
              ? t('templates.preview.contact', { name: data.contact.name })
              : t('templates.preview.noContact')}
          </Typography>
          {channel === 'mail' && <MailPreview preview={data} />}
          {channel === 'sms' && <SmsPreview preview={data} />}
          {channel === 'letter' && <LetterPreview preview={data} survey={survey} request={request} />}
        </Stack>
      )}
    </Panel>
  );
}

function MailPreview({ preview }: { preview: TTemplatePreview }) {
  const { t } = useTranslation();
  const [part, setPart] = useState<'html' | 'text'>('html');
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('templates.preview.subject')}{' '}
        </Box>
        <Box component="strong" data-testid="template-preview-subject">
          {preview.subject || '–'}
        </Box>
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={part}
        onChange={(_, next: 'html' | 'text' | null) => next && setPart(next)}
        aria-label={t('templates.preview.part')}
      >
        <ToggleButton value="html" data-testid="template-preview-html">
          {t('templates.preview.html')}
        </ToggleButton>
        <ToggleButton value="text" data-testid="template-preview-text">
          {t('templates.preview.text')}
        </ToggleButton>
      </ToggleButtonGroup>
      {part === 'html' ? (
        // no scripts, forms, navigation or pop-ups: the mail is shown, nothing in it runs
        <Box
          component="iframe"
          sandbox=""
          srcDoc={preview.html ?? ''}
          title={t('templates.preview.frame')}
          data-testid="template-preview-frame"
          sx={{
            width: '100%',
            height: 480,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : (
        <PlainText text={preview.text} testId="template-preview-plain" />
      )}
    </Stack>
  );
}

function LetterPreview({
  preview,
  survey,
  request,
}: {
  preview: TTemplatePreview;
  survey: string;
  request: TTemplatePreviewRequest;
}) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const openPdf = async () => {
    // opened before the answer comes, while the click still allows a new tab
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      openBlob(await letterPreviewPdf(survey, request), tab, 'letter-preview.pdf');
    } catch (error) {
      tab?.close();
      showSnackbar(t('templates.preview.pdfFailed', { message: errorMessage(error) }), 'error');
    } finally {
      setOpening(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Box>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
          onClick={() => void openPdf()}
          aria-busy={opening}
          disabled={opening}
          data-testid="template-preview-pdf"
        >
          {t('templates.preview.pdf')}
        </Button>
      </Box>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
        data-testid="template-preview-letter"
      >
        {preview.subject && (
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}
          >
            {preview.subject}
          </Typography>
        )}
        <PlainText text={preview.text} bare />
      </Box>
    </Stack>
  );
}

function PlainText({ text, testId, bare = false }: { text: string; testId?: string; bare?: boolean }) {
  return (
    <Typography
      variant="body2"
      component="div"
      data-testid={testId}
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        ...(bare
          ? {}
          : { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: 480, overflow: 'auto' }),
      }}
    >
      {text}
    </Typography>
  );
}
