import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TTemplatePreview } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/number-format.ts';
import { smsLengthText } from '../../lib/sms-length-text.ts';

/** The message as a phone shows it: a bubble, and what it costs to send. */
export function SmsPreview({ preview }: { preview: TTemplatePreview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box
      sx={{
        alignSelf: 'center',
        width: '100%',
        maxWidth: 340,
        border: 8,
        borderColor: 'grey.800',
        borderRadius: 5,
        bgcolor: 'grey.100',
        px: 1.5,
        py: 3,
      }}
    >
      <Typography
        variant="body2"
        component="div"
        data-testid="template-preview-sms"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 3,
          borderBottomLeftRadius: 4,
          boxShadow: 1,
          px: 1.5,
          py: 1,
          maxWidth: '90%',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {preview.text}
      </Typography>
      {preview.sms && (
        <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {smsLengthText(preview.sms, t, locale)}
        </Typography>
      )}
    </Box>
  );
}
