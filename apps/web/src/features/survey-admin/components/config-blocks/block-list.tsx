import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, useLocale } from '../../../../lib/number-format.ts';
import type { ListedBlock } from './block-editor.tsx';

interface BlockListProps {
  /** The list's heading, focused when a phone comes back to the list. */
  headingRef?: Ref<HTMLHeadingElement>;
  names: readonly ConfigBlockName[];
  blocks: ReadonlyMap<ConfigBlockName, ListedBlock>;
  selected: ConfigBlockName | null;
  hrefFor: (name: ConfigBlockName) => string;
}

/** Every kind of block with its current version and who saved it when; each a link to its editor. */
export function BlockList({ headingRef, names, blocks, selected, hrefFor }: BlockListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Paper component="nav" variant="outlined" aria-labelledby={headingId}>
      <Typography
        ref={headingRef}
        id={headingId}
        component="h2"
        variant="subtitle1"
        tabIndex={-1}
        sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1, '&:focus': { outline: 'none' } }}
      >
        {t('configuration.blocks.title')}
      </Typography>
      <List dense disablePadding>
        {names.map((name) => {
          const block = blocks.get(name);
          return (
            <ListItemButton
              key={name}
              component={RouterLink}
              to={hrefFor(name)}
              selected={name === selected}
              aria-current={name === selected ? 'page' : undefined}
              data-testid={`block-${name}`}
              sx={{ borderTop: 1, borderColor: 'divider' }}
            >
              <ListItemText
                primary={t(`configuration.block.${name}`)}
                secondary={
                  block?.savedAt
                    ? t('configuration.block.listLine', {
                        version: block.version,
                        who: block.savedBy ?? t('configuration.block.bySystem'),
                        when: formatDate(block.savedAt, locale),
                      })
                    : t('configuration.block.notSet')
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
