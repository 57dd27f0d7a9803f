import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { BlockIssue } from '../lib/block-issues.ts';
import { formatJsonPath } from '../lib/json-path.ts';

interface IssuesAlertProps {
  title: string;
  issues: readonly BlockIssue[];
  onClose?: () => void;
  testId?: string;
}

/** Problems of a block's content, each with its path (shown in the editor at the same place). */
export function IssuesAlert({ title, issues, onClose, testId }: IssuesAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      onClose={onClose}
      data-testid={testId}
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {issues.map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
          <li key={i}>
            <Box
              component="code"
              sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere', mr: 0.75 }}
            >
              {issue.elsewhere ?? (formatJsonPath(issue.path) || t('configuration.issues.wholeBlock'))}
            </Box>
            {issue.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
