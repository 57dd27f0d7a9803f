import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { TChannel } from '@opinio/domain/schemas/campaigns';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { TemplateActions } from './template-actions.tsx';
import { TemplateLanguageTabs } from './template-language-tabs.tsx';
import { TemplateVariantPanel } from './template-variant-panel.tsx';
import type { TemplateEditorState } from './use-template-editor.ts';

interface TemplateEditPanelProps {
  editor: TemplateEditorState;
  survey: string;
  channel: TChannel;
  readOnly: boolean;
  /** Under the text: the SMS length. */
  bodyHelper?: ReactNode;
  onDelete: () => void;
}

/** The template's name, a tab per language with its texts, what the server refused, and the actions. */
export function TemplateEditPanel({
  editor,
  survey,
  channel,
  readOnly,
  bodyHelper,
  onDelete,
}: TemplateEditPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const { draft, problems, shown, fieldError } = editor;
  const nameError = fieldError('name', problems.name);
  return (
    <Panel title={t('templates.editorTitle')} testId="template-editor">
      <TextField
        label={t('templates.name')}
        value={draft.name}
        onChange={(event) => editor.changeName(event.target.value)}
        required
        fullWidth
        error={nameError !== ''}
        helperText={nameError || t('templates.nameHelp')}
        slotProps={{
          input: { readOnly },
          htmlInput: { maxLength: 200, 'data-testid': 'template-name' },
        }}
      />
      <TemplateLanguageTabs
        locales={editor.locales}
        active={shown}
        onSelect={editor.setActive}
        withProblems={editor.withProblems}
        onAdd={readOnly ? undefined : (code) => void editor.addLocale(code)}
        panelId={panelId}
      />
      <TemplateVariantPanel
        key={shown}
        channel={channel}
        locale={shown}
        variant={editor.variant}
        onChange={(changes) => editor.changeVariant(shown, changes)}
        readOnly={readOnly}
        errors={{
          subject: fieldError(`variants.${shown}.subject`, problems.subjects[shown]),
          body:
            fieldError(`variants.${shown}.body`, problems.bodies[shown]) ||
            fieldError(`variants.${shown}.blocks`),
        }}
        blockError={(path) => fieldError(`variants.${shown}.blocks.${path}`)}
        bodyHelper={bodyHelper}
        onRemove={!readOnly && editor.locales.length > 1 ? () => editor.removeLocale(shown) : undefined}
        panelId={panelId}
      />
      {editor.otherError && (
        <Alert severity="error" data-testid="template-error">
          {t('templates.refused', { message: editor.otherError })}
        </Alert>
      )}
      {!readOnly && (
        <TemplateActions
          survey={survey}
          channel={channel}
          saved={editor.saved}
          dirty={editor.dirty}
          locale={shown}
          saving={editor.saving}
          onSave={() => void editor.submit()}
          onDelete={onDelete}
        />
      )}
    </Panel>
  );
}
