import Stack from '@mui/material/Stack';
import type { TChannel, TTemplate, TTemplatePreviewRequest } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { smsLength } from '@opinio/domain/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { LeaveGuard } from '@/components/leave-guard.tsx';
import { SideBySide } from '@/components/side-by-side.tsx';
import { useLocale } from '@/lib/number-format.ts';
import { useTemplatePreview } from '../../api/preview-template.ts';
import type { BackTarget } from '../../lib/back-target.ts';
import { smsLengthText } from '../../lib/sms-length-text.ts';
import { templateSaveBody } from '../../lib/template-draft.ts';
import { DeleteTemplateDialog } from './delete-template-dialog.tsx';
import { TemplateEditPanel } from './template-edit-panel.tsx';
import { TemplateEditorHeading } from './template-editor-heading.tsx';
import { TemplatePreviewPanel } from './template-preview-panel.tsx';
import { useTemplateEditor } from './use-template-editor.ts';

/** The preview follows the writing after this pause. */
const PREVIEW_DELAY_MS = 600;

const sameRequest = (a: TTemplatePreviewRequest | null, b: TTemplatePreviewRequest | null) =>
  JSON.stringify(a) === JSON.stringify(b);

interface TemplateEditorProps {
  survey: TSurvey;
  channel: TChannel;
  /** The saved template; undefined for a new one. */
  template: TTemplate | undefined;
  readOnly: boolean;
  back: BackTarget | null;
  fromPage: string | null;
}

/** One template being written: its name, a text per language, a live preview, test sends. */
export function TemplateEditor({ survey, channel, template, readOnly, back, fromPage }: TemplateEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const editor = useTemplateEditor({ survey: survey.extName, channel, template, readOnly, fromPage });
  const { saved, shown, variant } = editor;
  const [deleting, setDeleting] = useState(false);

  const request: TTemplatePreviewRequest | null =
    variant.body.trim() === ''
      ? null
      : {
          channel,
          locale: shown,
          variants: { [shown]: templateSaveBody(editor.draft, channel).variants[shown] },
        };
  const [debounced] = useDebounce(request, PREVIEW_DELAY_MS, { equalityFn: sameRequest });
  const preview = useTemplatePreview(survey.extName, debounced);
  // the length as sent (placeholders filled in) once the preview is of this text; until then the text's own
  const previewed =
    sameRequest(debounced, request) && !preview.isPlaceholderData ? preview.data?.sms : undefined;
  const lengthLine =
    channel === 'sms' ? smsLengthText(previewed ?? smsLength(variant.body), t, locale) : undefined;

  return (
    <Stack spacing={2}>
      <TemplateEditorHeading
        channel={channel}
        surveyTitle={survey.title}
        saved={saved}
        dirty={editor.dirty}
        readOnly={readOnly}
        back={back}
      />
      <SideBySide from={1100} columns="minmax(0, 3fr) minmax(0, 2fr)">
        <TemplateEditPanel
          editor={editor}
          survey={survey.extName}
          channel={channel}
          readOnly={readOnly}
          bodyHelper={lengthLine}
          onDelete={() => setDeleting(true)}
        />
        <TemplatePreviewPanel survey={survey.extName} channel={channel} preview={preview} request={request} />
      </SideBySide>
      <LeaveGuard
        when={editor.dirty}
        bypass={editor.leaving}
        testId="campaigns-leave"
        texts={{
          title: t('campaigns.leave.title'),
          body: t('campaigns.leave.body'),
          stay: t('campaigns.leave.stay'),
          discard: t('campaigns.leave.discard'),
        }}
      />
      {deleting && saved && (
        <DeleteTemplateDialog
          survey={survey.extName}
          template={saved}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            editor.leaving.current = true;
            navigate(back?.path ?? '/', { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
