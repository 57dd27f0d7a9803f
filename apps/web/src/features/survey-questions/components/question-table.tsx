import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { resolveText } from '@opinio/domain/localized-text';
import { type TLocale, ZLocale } from '@opinio/domain/schemas/locale';
import type { TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/table-scroll.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';

/** Columns shown from a small screen up; a phone reads them under the name. */
const small = { display: { xs: 'none', sm: 'table-cell' } };
const wide = { display: { xs: 'none', md: 'table-cell' } };

const SOURCE_CHIP = {
  answer: { color: 'default', variant: 'outlined' },
  background: { color: 'primary', variant: 'outlined' },
  computed: { color: 'secondary', variant: 'outlined' },
} as const;

/** The scale of a number question (0–10) or the options of a choice, as one short text. */
function scaleText(question: TMetaQuestion, locale: TLocale, t: TFunction): string {
  if (question.type === 'choice') {
    const titles = question.options.map((o) => resolveText(o.title, locale, 'en')).join(', ');
    return `${t('metadata.optionCount', { count: question.options.length })}${titles ? `: ${titles}` : ''}`;
  }
  if (question.type === 'number' && (question.min !== null || question.max !== null))
    return `${question.min ?? '…'}–${question.max ?? '…'}`;
  return '–';
}

interface QuestionTableProps {
  questions: readonly TMetaQuestion[];
  onEdit: (question: TMetaQuestion) => void;
}

/** The survey's questions and variables with their properties; each opens its dialog. */
export function QuestionTable({ questions, onEdit }: QuestionTableProps) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const locale = ZLocale.catch('en').parse(uiLocale);
  return (
    <TableScroll label={t('metadata.table')}>
      <Table size="small" aria-label={t('metadata.table')} data-testid="meta-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('metadata.col.name')}</TableCell>
            <TableCell sx={small}>{t('metadata.type')}</TableCell>
            <TableCell sx={wide}>{t('metadata.col.scale')}</TableCell>
            <TableCell>{t('metadata.source')}</TableCell>
            <TableCell sx={wide}>{t('metadata.role')}</TableCell>
            <TableCell sx={wide}>{t('metadata.col.visibility')}</TableCell>
            <TableCell sx={small} align="right">
              {t('metadata.col.answers')}
            </TableCell>
            <TableCell align="right">
              <VisuallyHidden>{t('metadata.col.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.map((question) => {
            const scale = scaleText(question, locale, t);
            const role = question.role ? t(`metadata.role.${question.role}`) : '–';
            return (
              <TableRow key={question.extName} hover data-testid={`meta-row-${question.extName}`}>
                <TableCell sx={{ minWidth: 200, maxWidth: 360 }}>
                  <Typography
                    variant="body2"
                    sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {question.extName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {resolveText(question.title, locale, 'en')}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', md: 'none' } }}
                  >
                    {[
                      t(`metadata.type.${question.type}`),
                      scale !== '–' && scale,
                      question.role && role,
                      question.hidden && t('metadata.hiddenChip'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={small}>{t(`metadata.type.${question.type}`)}</TableCell>
                <TableCell sx={{ ...wide, maxWidth: 240 }}>
                  <Typography variant="body2" noWrap title={scale}>
                    {scale}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    {...SOURCE_CHIP[question.source]}
                    label={t(`metadata.source.${question.source}`)}
                  />
                </TableCell>
                <TableCell sx={wide}>{role}</TableCell>
                <TableCell sx={wide}>
                  {question.hidden ? (
                    <Chip size="small" label={t('metadata.hiddenChip')} />
                  ) : (
                    t('metadata.shown')
                  )}
                </TableCell>
                <TableCell sx={small} align="right">
                  {formatNumber(question.answers, uiLocale)}
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={t('metadata.edit')}>
                    <IconButton
                      aria-label={t('metadata.editNamed', { name: question.extName })}
                      onClick={() => onEdit(question)}
                      data-testid={`meta-edit-${question.extName}`}
                    >
                      <EditOutlinedIcon aria-hidden />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
