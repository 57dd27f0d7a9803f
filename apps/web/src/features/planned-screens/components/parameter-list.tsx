import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const LABEL_KEYS = {
  surveyExtName: 'param.surveyExtName',
  drillPath: 'param.drillPath',
  filters: 'param.filters',
  pageId: 'param.pageId',
  interviewId: 'param.interviewId',
  alertId: 'param.alertId',
  sampleId: 'param.sampleId',
  fromPage: 'param.fromPage',
  reportUUID: 'param.reportUUID',
  userId: 'param.userId',
  surveyId: 'param.surveyId',
  scriptId: 'param.scriptId',
  roleId: 'param.roleId',
  templateId: 'param.templateId',
  campaignId: 'param.campaignId',
  mailAction: 'param.mailAction',
  apiKeyToken: 'param.apiKeyToken',
} as const;

/** Route parameters as a definition list, labelled in the UI language. */
export function ParameterList({ entries }: { entries: readonly [string, string][] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      data-testid="screen-parameters"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {entries.map(([key, value]) => {
        const labelKey = LABEL_KEYS[key as keyof typeof LABEL_KEYS];
        return [
          <Typography key={`${key}-term`} component="dt" variant="body2" color="text.secondary">
            {labelKey ? t(labelKey) : key}
          </Typography>,
          <Typography
            key={`${key}-value`}
            component="dd"
            variant="body2"
            sx={{ m: 0, wordBreak: 'break-all' }}
          >
            {value}
          </Typography>,
        ];
      })}
    </Box>
  );
}
