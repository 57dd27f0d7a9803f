import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import type { ListedBlock } from './use-block-draft.ts';

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
          const line = block?.savedAt
            ? block.savedBy
              ? t('configuration.block.listLine', {
                  version: block.version,
                  who: block.savedBy,
                  when: formatDate(block.savedAt, locale),
                })
              : t('configuration.block.listLineSystem', {
                  version: block.version,
                  when: formatDate(block.savedAt, locale),
                })
            : t('configuration.block.notSet');
          return (
            <ListItem key={name} disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
              <ListItemButton
                component={RouterLink}
                to={hrefFor(name)}
                selected={name === selected}
                aria-current={name === selected ? 'page' : undefined}
                data-testid={`block-${name}`}
                sx={{ py: 0.75 }}
              >
                <ListItemText
                  primary={t(`configuration.block.${name}`)}
                  // one line in the list; the block's own heading tells all
                  secondary={line}
                  title={line}
                  sx={{ my: 0 }}
                  slotProps={{
                    primary: { sx: { fontWeight: 600 } },
                    secondary: { noWrap: true, variant: 'caption', sx: { display: 'block' } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
