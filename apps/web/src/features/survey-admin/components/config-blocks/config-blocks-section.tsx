import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CONFIG_BLOCK_NAMES,
  type ConfigBlockName,
  ZConfigBlockName,
} from '@opinio/domain/schemas/config-blocks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorState } from '../../../../components/error-state.tsx';
import { LoadingSkeleton } from '../../../../components/loading-skeleton.tsx';
import { useBlockTemplate } from '../../api/get-block-template.ts';
import { useConfigBlocks } from '../../api/get-config-blocks.ts';
import { BlockEditor, type ListedBlock } from './block-editor.tsx';
import { BlockList } from './block-list.tsx';
import type { SavedBlock } from './use-block-draft.ts';

interface ConfigBlocksSectionProps {
  /** The survey the calls are made from (the address's). */
  contextSurvey: string;
  /** The survey administered, of any universe. */
  surveyId: number;
}

/**
 * The survey's configuration blocks: the list, and the block chosen in the address
 * (`?block=pages`) with its editor. Phones show one or the other.
 */
export function ConfigBlocksSection({ contextSurvey, surveyId }: ConfigBlocksSectionProps) {
  const { t } = useTranslation();
  const query = useConfigBlocks(contextSurvey, surveyId);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const selected = ZConfigBlockName.safeParse(search.get('block')).data ?? null;
  // a phone coming back from a block to the list starts at the list's heading
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(selected);
  useEffect(() => {
    if (shown.current && !selected && narrow) listHeading.current?.focus();
    shown.current = selected;
  }, [selected, narrow]);

  const hrefFor = (name: ConfigBlockName | null) => {
    const next = new URLSearchParams(search);
    if (name) next.set('block', name);
    else next.delete('block');
    const text = next.toString();
    return text ? `${pathname}?${text}` : pathname;
  };

  if (query.isPending) return <LoadingSkeleton variant="rows" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;

  const blocks = new Map(query.data.blocks.map((block) => [block.name, block]));
  const reload = async (name: ConfigBlockName): Promise<SavedBlock | null> => {
    const answer = await query.refetch();
    const block = answer.data?.blocks.find((b) => b.name === name);
    return block ? { version: block.version, content: block.content } : null;
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
      }}
    >
      <Box
        sx={{
          display: { xs: selected ? 'none' : 'block', md: 'block' },
          position: { md: 'sticky' },
          top: { md: 16 },
        }}
      >
        <BlockList
          headingRef={listHeading}
          names={CONFIG_BLOCK_NAMES}
          blocks={blocks}
          selected={selected}
          hrefFor={hrefFor}
        />
      </Box>
      {selected ? (
        <BlockEditorLoader
          // another block is another draft
          key={selected}
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          name={selected}
          listed={blocks.get(selected) ?? null}
          reload={() => reload(selected)}
          backHref={hrefFor(null)}
        />
      ) : (
        <Paper variant="outlined" sx={{ display: { xs: 'none', md: 'block' }, p: 2 }}>
          <EmptyState text={t('configuration.blocks.choose')} />
        </Paper>
      )}
    </Box>
  );
}

interface BlockEditorLoaderProps {
  contextSurvey: string;
  surveyId: number;
  name: ConfigBlockName;
  listed: ListedBlock | null;
  reload: () => Promise<SavedBlock | null>;
  backHref: string;
}

/** A block the survey has, or one it lacks started from its default content. */
function BlockEditorLoader({
  contextSurvey,
  surveyId,
  name,
  listed,
  reload,
  backHref,
}: BlockEditorLoaderProps) {
  const { t } = useTranslation();
  const template = useBlockTemplate(contextSurvey, surveyId, name, listed === null);
  if (!listed && template.isPending) return <LoadingSkeleton variant="rows" />;
  if (!listed && template.isError)
    return <ErrorState error={template.error} onRetry={() => template.refetch()} />;
  const saved: ListedBlock = listed ?? { version: 0, content: template.data, savedBy: null, savedAt: null };
  return (
    <BlockEditor
      contextSurvey={contextSurvey}
      surveyId={surveyId}
      name={name}
      blockLabel={t(`configuration.block.${name}`)}
      saved={saved}
      reload={reload}
      backHref={backHref}
    />
  );
}
