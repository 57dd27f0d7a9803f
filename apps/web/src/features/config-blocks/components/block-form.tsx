import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockIssue } from '../lib/block-issues.ts';
import type { BlockFormProps } from './block-form-props.ts';
import { GeneralForm } from './general-form.tsx';
import { PagesForm } from './pages-form.tsx';
import { ReportFlagsForm } from './report-flags-form.tsx';
import { SystemMessageForm } from './system-message-form.tsx';
import { ViewsForm } from './views-form.tsx';

const isObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);

/** The blocks edited as a form too, and the content each form can show. */
const FORMS: Partial<
  Record<ConfigBlockName, { Form: ComponentType<BlockFormProps>; fits(value: unknown): boolean }>
> = {
  general: { Form: GeneralForm, fits: isObject },
  pages: { Form: PagesForm, fits: Array.isArray },
  views: { Form: ViewsForm, fits: Array.isArray },
  reportFlags: { Form: ReportFlagsForm, fits: isObject },
  systemMessage: { Form: SystemMessageForm, fits: (value) => value === null || isObject(value) },
};

export function hasForm(name: ConfigBlockName): boolean {
  return name in FORMS;
}

interface BlockFormViewProps {
  name: ConfigBlockName;
  read: { ok: true; value: unknown } | { ok: false };
  onChange: (next: unknown) => void;
  issues: readonly BlockIssue[];
  onShowJson: () => void;
}

/** The block's form, or why it cannot be shown (JSON that does not parse or fit the form). */
export function BlockFormView({ name, read, onChange, issues, onShowJson }: BlockFormViewProps) {
  const { t } = useTranslation();
  const entry = FORMS[name];
  if (!entry) return null;
  if (!read.ok || !entry.fits(read.value))
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onShowJson}>
            {t('configuration.mode.json')}
          </Button>
        }
      >
        {read.ok ? t('configuration.form.doesNotFit') : t('configuration.form.invalidJson')}
      </Alert>
    );
  return <entry.Form value={read.value} onChange={onChange} issues={issues} />;
}
