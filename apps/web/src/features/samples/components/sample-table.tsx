import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TSampleTableSpec } from '@opinio/domain/schemas/reports';
import type { TSampleListItem } from '@opinio/domain/schemas/samples';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { LinkedTableRow, RowLink } from '@/components/linked-table-row.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { FROM_SAMPLE_LIST } from '../lib/back-target.ts';
import { ContactStateChip } from './contact-state-chip.tsx';

/** The columns below, in their order, newest first: what the contact table report holds. */
export const SAMPLE_TABLE_SPEC: TSampleTableSpec = {
  columns: ['name', 'email', 'phone', 'sample', 'unit', 'state', 'created', 'completed'],
  order: { column: 'created', direction: 'desc' },
};

/** Contacts, one row each; a row (or Enter on it) opens the sample page. */
export function SampleTable({ survey, items }: { survey: TSurvey; items: readonly TSampleListItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const target = (item: TSampleListItem) =>
    pathFor('sample', { surveyExtName: survey.extName, fromPage: FROM_SAMPLE_LIST, sampleId: item.id });
  return (
    <TableScroll label={t('screen.samples.title')}>
      <Table size="small" aria-label={t('screen.samples.title')} data-testid="sample-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('samples.column.contact')}</TableCell>
            <TableCell>{t('samples.column.sample')}</TableCell>
            <TableCell>{t('samples.column.unit')}</TableCell>
            <TableCell>{t('samples.column.state')}</TableCell>
            <TableCell>{t('samples.column.added')}</TableCell>
            <TableCell>{t('samples.column.answered')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <LinkedTableRow
              key={item.id}
              to={target(item)}
              data-testid="sample-row"
              data-sample-id={item.id}
              data-state={item.state}
            >
              <TableCell>
                <RowLink to={target(item)}>{item.name || t('samples.unnamed')}</RowLink>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {item.email ?? item.phone ?? ''}
                </Typography>
              </TableCell>
              <TableCell>{item.sampleName}</TableCell>
              <TableCell>{item.unitTitle}</TableCell>
              <TableCell>
                <ContactStateChip state={item.state} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt, locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {item.completedAt ? (
                  formatDate(item.completedAt, locale)
                ) : (
                  <Typography variant="body2" color="text.secondary" component="span">
                    –
                  </Typography>
                )}
              </TableCell>
            </LinkedTableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
