import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '@/components/code-editor/code-editor.tsx';
import type { BlockIssue } from '../lib/block-issues.ts';
import { jsonBlockExtensions } from './json-block-extensions.ts';

interface BlockJsonEditorProps {
  name: ConfigBlockName;
  blockLabel: string;
  text: string;
  onChange: (text: string) => void;
  /** The problems of the last refused save, marked beside the schema's own. */
  serverIssues: readonly BlockIssue[];
}

/** The block as JSON, with its schema's completion, hover docs and problems marked where they are. */
export function BlockJsonEditor({ name, blockLabel, text, onChange, serverIssues }: BlockJsonEditorProps) {
  const { t } = useTranslation();
  const extensions = useMemo(
    () =>
      jsonBlockExtensions(name, serverIssues, {
        schema: t('configuration.lint.schema'),
        server: t('configuration.lint.server'),
      }),
    [name, serverIssues, t],
  );
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('configuration.json.help')}
      </Typography>
      <CodeEditor
        value={text}
        onChange={onChange}
        extensions={extensions}
        label={t('configuration.json.label', { block: blockLabel })}
        minHeight={320}
        data-testid="block-json"
      />
    </Stack>
  );
}
