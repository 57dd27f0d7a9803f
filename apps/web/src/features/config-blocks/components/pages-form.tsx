import AddIcon from '@mui/icons-material/Add';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLocale, resolveText } from '@opinio/domain/localized-text';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/page-icon.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { moveItem, removeItem, replaceItem } from '../lib/array-edit.ts';
import { issuesUnder } from '../lib/block-issues.ts';
import { asRecord, type BlockFormProps, textOf } from './block-form-props.ts';
import { focusSoon, ItemActions } from './item-actions.tsx';
import { PageFields } from './page-fields.tsx';

/** A page's name in the list: its title in the UI's language, else its extName. */
function pageName(page: Record<string, unknown>, locale: string, fallback: string): string {
  const title = page.title;
  const text =
    typeof title === 'string' || (title && typeof title === 'object')
      ? resolveText(title as TLocalizedText, isLocale(locale) ? locale : null, 'en')
      : '';
  return text || textOf(page.extName) || fallback;
}

/** From this width of the block editor, the page list stands beside the chosen page. */
const SIDE_BY_SIDE = '@container (min-width: 900px)';

/** The survey's pages in menu order; the chosen page's fields and components beside or under them. */
export function PagesForm({ value, onChange, issues }: BlockFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const pages = Array.isArray(value) ? value : [];
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, pages.length - 1);
  const addId = `${id}-add`;

  const addPage = () => {
    const taken = new Set(pages.map((p) => asRecord(p).extName));
    let n = pages.length + 1;
    while (taken.has(`page${n}`)) n++;
    onChange([
      ...pages,
      {
        extName: `page${n}`,
        title: { en: `Page ${n}` },
        icon: 'dashboard',
        selectionInterval: null,
        components: [],
      },
    ]);
    setSelected(pages.length);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        [SIDE_BY_SIDE]: { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' },
      }}
    >
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle2">
          {t('configuration.pages.list', { count: pages.length })}
        </Typography>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <List
            dense
            disablePadding
            aria-label={t('configuration.pages.listLabel')}
            sx={{
              // above the page's fields, the pages take two or three columns: the fields stay near
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              // a line between the rows and the columns; the paper hides the ones at its edges
              mb: '-1px',
              mr: '-1px',
              '& > li': { borderRight: 1, borderBottom: 1, borderColor: 'divider' },
              [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
            }}
          >
            {pages.map((item, i) => {
              const page = asRecord(item);
              const name = pageName(page, i18n.language, t('configuration.pages.unnamed', { number: i + 1 }));
              const problems = issuesUnder(issues, [i]).length;
              return (
                <ListItem
                  // biome-ignore lint/suspicious/noArrayIndexKey: pages are edited in place; the list follows their order
                  key={i}
                  disablePadding
                  secondaryAction={
                    <ItemActions
                      idPrefix={id}
                      itemName={name}
                      index={i}
                      count={pages.length}
                      onMove={(to) => {
                        onChange(moveItem(pages, i, to));
                        if (current === i) setSelected(to);
                        else if (current === to) setSelected(i);
                      }}
                      onRemove={() => {
                        onChange(removeItem(pages, i));
                        if (current >= i && current > 0) setSelected(current - 1);
                        focusSoon(addId);
                      }}
                    />
                  }
                  sx={{ '& .MuiListItemButton-root': { pr: 14 } }}
                >
                  <ListItemButton
                    selected={i === current}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => setSelected(i)}
                    data-testid={`page-${i}`}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {problems > 0 ? (
                        <ErrorOutlineIcon color="error" fontSize="small" aria-hidden />
                      ) : (
                        <NamedIcon icon={textOf(page.icon)} fontSize="small" />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={name}
                      secondary={textOf(page.extName)}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                    {problems > 0 && (
                      <VisuallyHidden>{t('configuration.issues.count', { count: problems })}</VisuallyHidden>
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
        <Button
          id={addId}
          variant="outlined"
          startIcon={<AddIcon aria-hidden />}
          onClick={addPage}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="add-page"
        >
          {t('configuration.pages.addPage')}
        </Button>
      </Stack>
      {current >= 0 ? (
        <PageFields
          // a new page is a new form: fields of the one before do not carry over
          key={current}
          page={asRecord(pages[current])}
          index={current}
          name={pageName(asRecord(pages[current]), i18n.language, '')}
          onChange={(next) => onChange(replaceItem(pages, current, next))}
          issues={issues}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('configuration.pages.none')}
        </Typography>
      )}
    </Box>
  );
}
