import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import {
  CONFIG_BLOCK_NAMES,
  type ConfigBlockName,
  ZConfigBlockName,
} from '@opinio/domain/schemas/config-blocks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { useBlockTemplate } from '../api/get-block-template.ts';
import { useConfigBlocks } from '../api/get-config-blocks.ts';
import { BlockEditor } from './block-editor.tsx';
import { BlockList } from './block-list.tsx';
import type { ListedBlock, SavedBlock } from './use-block-draft.ts';
import { useFitsWidth } from './use-fits-width.ts';

/** From this width of the section, the block list and the chosen block stand side by side. */
const SPLIT_WIDTH = 720;

interface ConfigBlocksSectionProps {
  /** The survey the calls are made from (the address's). */
  contextSurvey: string;
  /** The survey administered, of any universe. */
  surveyId: number;
}

/**
 * The survey's configuration blocks: the list, and the block chosen in the address
 * (`?block=pages`) with its editor side by side; where there is no room for both (a phone,
 * or a narrow window with the filters open), one or the other.
 */
export function ConfigBlocksSection({ contextSurvey, surveyId }: ConfigBlocksSectionProps) {
  const { t } = useTranslation();
  const query = useConfigBlocks(contextSurvey, surveyId);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const selected = ZConfigBlockName.safeParse(search.get('block')).data ?? null;
  const [sectionRef, split] = useFitsWidth<HTMLDivElement>(SPLIT_WIDTH);
  // coming back from a block to the list, where only one shows, starts at the list's heading
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(selected);
  useEffect(() => {
    if (shown.current && !selected && !split) listHeading.current?.focus();
    shown.current = selected;
  }, [selected, split]);

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
      ref={sectionRef}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: split ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)',
      }}
    >
      {(split || !selected) && (
        <Box sx={split ? { position: 'sticky', top: 16 } : undefined}>
          <BlockList
            headingRef={listHeading}
            names={CONFIG_BLOCK_NAMES}
            blocks={blocks}
            selected={selected}
            hrefFor={hrefFor}
          />
        </Box>
      )}
      {selected ? (
        <BlockEditorLoader
          // another block is another draft
          key={selected}
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          name={selected}
          listed={blocks.get(selected) ?? null}
          reload={() => reload(selected)}
          backHref={split ? null : hrefFor(null)}
        />
      ) : (
        split && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <EmptyState text={t('configuration.blocks.choose')} />
          </Paper>
        )
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
  /** The block list's address where the list is not beside the block; null where it is. */
  backHref: string | null;
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
