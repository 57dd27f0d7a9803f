import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { REPORT_FLAGS } from '@opinio/domain/schemas/survey';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../lib/block-issues.ts';
import { asRecord, type BlockFormProps } from './block-form-props.ts';

/** Which reports the survey's users may order: a switch each. */
export function ReportFlagsForm({ value, onChange, issues }: BlockFormProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const flags = asRecord(value);
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('configuration.reportFlags.intro')}
      </Typography>
      {REPORT_FLAGS.map((flag) => {
        const error = issueText(issues, [flag]);
        return (
          <div key={flag}>
            <FormControlLabel
              control={
                <Switch
                  checked={flags[flag] === true}
                  onChange={(e) => onChange({ ...flags, [flag]: e.target.checked })}
                  data-testid={`report-flag-${flag}`}
                />
              }
              label={t(`configuration.reportFlag.${flag}`)}
            />
            {error && <FormHelperText error>{error}</FormHelperText>}
          </div>
        );
      })}
    </FormGroup>
  );
}
