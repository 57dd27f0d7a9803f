import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { npsCategory } from '@opinio/domain/indicators';
import { pathFor } from '@opinio/domain/routes';
import { INTERVIEW_SORTS, type TInterviewList, type TInterviewSort } from '@opinio/domain/schemas/interviews';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { EmptyState } from '@/components/empty-state.tsx';
import { LinkedTableRow, RowLink } from '@/components/linked-table-row.tsx';
import { LoadMoreButton, PagedListBody } from '@/components/paged-list.tsx';
import { Panel } from '@/components/panel.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { NPS_COLOUR } from '@/lib/answer-display.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useInterviewList } from '../api/get-interview-list.ts';
import { excerpt, readSearch, readSort, withParam } from '../lib/interview-list-params.ts';
import { InterviewCards } from './interview-cards.tsx';

type InterviewItem = TInterviewList['items'][number];

interface InterviewListProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * The interviews of the drill node (sidebar filters apply), a page at a time: sort and search
 * live in the URL query (`sort`, `q`), a row opens the interview.
 */
export function InterviewList({ component, survey, context }: InterviewListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sort = readSort(params);
  const search = readSearch(params);
  const [searchText, setSearchText] = useState(search);
  const [settled] = useDebounce(searchText.trim(), 300);

  // the typed search reaches the URL (and the query) once typing pauses
  useEffect(() => {
    setParams(
      (previous) => (readSearch(previous) === settled ? previous : withParam(previous, 'q', settled)),
      {
        replace: true,
      },
    );
  }, [settled, setParams]);

  const query = useInterviewList(context, { sort, search });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const title = component.title ?? t('component.InterviewList');
  // a phone gets cards rather than a squeezed table
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // the unit says something only where the node has units below it
  const showUnit = (useDrillPath(context).data?.children.length ?? 1) > 0;

  return (
    <Panel title={title} busy={query.isFetching} testId="interview-list">
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          label={t('interviewList.search')}
          value={searchText}
          onChange={setSearchText}
          testId="interview-search"
          sx={{ minWidth: 280, flex: '1 1 280px', maxWidth: 420 }}
        />
        <TextField
          select
          size="small"
          label={t('interviewList.sort')}
          value={sort}
          onChange={(event) =>
            setParams((previous) => withParam(previous, 'sort', event.target.value), { replace: true })
          }
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'interview-sort' } as object } }}
          sx={{ minWidth: 220 }}
        >
          {INTERVIEW_SORTS.map((s) => (
            <MenuItem key={s} value={s} data-testid={`interview-sort-${s}`}>
              {t(`interviewList.sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PagedListBody
        query={query}
        itemCount={items.length}
        empty={
          <EmptyState text={search ? t('interviewList.emptySearch', { search }) : t('interviewList.empty')} />
        }
      >
        {phone ? (
          <InterviewCards surveyExtName={survey.extName} items={items} label={title} showUnit={showUnit} />
        ) : (
          <InterviewTable survey={survey} items={items} label={title} sort={sort} />
        )}
      </PagedListBody>
      <LoadMoreButton query={query} label={t('interviewList.loadMore')} testId="interview-load-more" />
    </Panel>
  );
}

function InterviewTable({
  survey,
  items,
  label,
  sort,
}: {
  survey: TSurvey;
  items: readonly InterviewItem[];
  label: string;
  sort: TInterviewSort;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const target = (item: InterviewItem) =>
    pathFor('interview', { surveyExtName: survey.extName, interviewId: item.id });
  const sortedBy = (column: 'date' | 'nps') => {
    if (column === 'date' && (sort === 'newest' || sort === 'oldest'))
      return sort === 'newest' ? 'descending' : 'ascending';
    if (column === 'nps' && (sort === 'score_asc' || sort === 'score_desc'))
      return sort === 'score_asc' ? 'ascending' : 'descending';
    return undefined;
  };
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label} data-testid="interview-table">
        <TableHead>
          <TableRow>
            <TableCell aria-sort={sortedBy('date')}>{t('interviewList.column.date')}</TableCell>
            <TableCell>{t('interviewList.column.unit')}</TableCell>
            <TableCell aria-sort={sortedBy('nps')} align="center">
              {t('interviewList.column.nps')}
            </TableCell>
            <TableCell sx={{ width: '55%' }}>{t('interviewList.column.comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <LinkedTableRow
              key={item.id}
              to={target(item)}
              data-testid="interview-row"
              data-interview-id={item.id}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RowLink
                  to={target(item)}
                  label={t('interviewList.open', { date: formatDate(item.date, locale) })}
                >
                  <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
                </RowLink>
              </TableCell>
              <TableCell>{item.unitTitle}</TableCell>
              <TableCell align="center">
                <NpsChip value={item.nps} />
              </TableCell>
              <TableCell>
                {item.comment ? (
                  <Typography variant="body2" title={item.comment} data-testid="interview-comment">
                    {excerpt(item.comment)}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary" component="span">
                    {t('interviewList.noComment')}
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

function NpsChip({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null)
    return (
      <Typography variant="body2" color="text.secondary" component="span" data-testid="interview-nps">
        {t('interviewList.noScore')}
      </Typography>
    );
  const category = npsCategory(value);
  return (
    <Chip
      size="small"
      color={NPS_COLOUR[category]}
      label={value}
      aria-label={t('interviewList.npsLabel', { value, category: t(`interview.nps.${category}`) })}
      sx={{ fontWeight: 700, minWidth: 36 }}
      data-testid="interview-nps"
      data-category={category}
    />
  );
}
