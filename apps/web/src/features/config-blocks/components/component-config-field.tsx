import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '@/components/code-editor/code-editor.tsx';
import { type BlockIssue, issuesUnder } from '../lib/block-issues.ts';
import { prettyJson, readJson } from '../lib/block-json.ts';
import { formatJsonPath, type JsonPath } from '../lib/json-path.ts';
import { PLAIN_JSON } from './json-block-extensions.ts';

interface ComponentConfigFieldProps {
  label: string;
  value: unknown;
  onChange: (next: Record<string, unknown>) => void;
  issues: readonly BlockIssue[];
  /** The config's path in the block, for its problems. */
  path: JsonPath;
  testId?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A component's config as JSON inside the form: only an object that parses reaches the block. */
export function ComponentConfigField({
  label,
  value,
  onChange,
  issues,
  path,
  testId,
}: ComponentConfigFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => prettyJson(value ?? {}));
  const read = readJson(text);
  const valid = read.ok && isObject(read.value);

  // a change from elsewhere (a move, the JSON view) replaces the text
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by content, not identity
  useEffect(() => {
    const current = readJson(text);
    if (!current.ok || JSON.stringify(current.value) !== JSON.stringify(value))
      setText(prettyJson(value ?? {}));
  }, [JSON.stringify(value)]);

  const problems = issuesUnder(issues, path);
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('configuration.pages.config')}
      </Typography>
      <CodeEditor
        value={text}
        onChange={(next) => {
          setText(next);
          const parsed = readJson(next);
          if (parsed.ok && isObject(parsed.value)) onChange(parsed.value);
        }}
        extensions={PLAIN_JSON}
        label={label}
        minHeight={48}
        data-testid={testId}
      />
      {!valid && <FormHelperText error>{t('configuration.pages.configInvalid')}</FormHelperText>}
      {problems.map((issue) => {
        const inside = formatJsonPath(issue.path.slice(path.length));
        return (
          <FormHelperText key={`${inside} ${issue.message}`} error>
            {inside ? `${inside}: ${issue.message}` : issue.message}
          </FormHelperText>
        );
      })}
    </Stack>
  );
}
