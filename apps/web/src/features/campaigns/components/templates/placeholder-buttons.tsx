import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEMPLATE_PLACEHOLDERS, type TTemplatePlaceholder } from '@opinio/domain/schemas/campaigns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Buttons that put a `{{placeholder}}` where the cursor was in the subject or the text. */
export function PlaceholderButtons({ onInsert }: { onInsert: (placeholder: TTemplatePlaceholder) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('templates.placeholders')}
      </Typography>
      <Stack
        role="group"
        aria-labelledby={labelId}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.75 }}
        data-testid="template-placeholders"
      >
        {TEMPLATE_PLACEHOLDERS.map((name) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            // keeps the focus (and the caret) in the field being written
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
            data-testid={`placeholder-${name}`}
            sx={{ py: 0.25, gap: 0.75 }}
          >
            {t(`templates.placeholder.${name}`)}
            <Box component="code" sx={{ fontSize: '0.75rem', color: 'text.secondary', fontWeight: 400 }}>
              {`{{${name}}}`}
            </Box>
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
