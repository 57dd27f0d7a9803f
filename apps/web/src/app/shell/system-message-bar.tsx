import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SYSTEM_BAR_HEIGHT } from '@opinio/domain/constants';
import type { TSystemMessage } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/page-icon.tsx';
import { useLocale } from '@/lib/number-format.ts';

/** The survey's system message: icon, text in the UI language, an https link shown without the scheme. */
export function SystemMessageBar({ message }: { message: TSystemMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = message.texts[locale] ?? message.text;
  return (
    <Stack
      direction="row"
      role="region"
      aria-label={t('shell.systemMessage')}
      data-testid="system-message"
      sx={{
        // one line on a wide screen; a phone wraps the text rather than cutting it, and the
        // link goes under it when both do not fit
        minHeight: SYSTEM_BAR_HEIGHT,
        py: { xs: 0.75, sm: 0 },
        gap: 1.5,
        rowGap: 0.25,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        flexShrink: 0,
        px: 2,
        alignItems: 'center',
        bgcolor: message.backgroundColor,
        color: message.textColor,
      }}
    >
      <NamedIcon icon={message.icon ?? 'info'} />
      <Typography
        variant="body2"
        sx={{
          fontWeight: 500,
          minWidth: 0,
          flex: { xs: '1 1 200px', sm: '0 1 auto' },
          overflowWrap: 'anywhere',
          whiteSpace: { sm: 'nowrap' },
          overflow: { sm: 'hidden' },
          textOverflow: { sm: 'ellipsis' },
        }}
      >
        {text}
      </Typography>
      {message.link && (
        <Link
          href={message.link}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', pl: { xs: 4.5, sm: 0 } }}
        >
          {message.link.replace(/^https:\/\//, '')}
        </Link>
      )}
    </Stack>
  );
}
