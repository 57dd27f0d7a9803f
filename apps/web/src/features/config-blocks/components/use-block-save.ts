import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSaveConfigBlock } from '../api/save-config-block.ts';
import { type BlockIssue, blockIssues } from '../lib/block-issues.ts';
import { refusedIssues } from '../lib/refused-issues.ts';
import type { SavedBlock, useBlockDraft } from './use-block-draft.ts';

/** A problem the editor found before sending, or the server's refusal. */
export type Refusal =
  | { kind: 'local' | 'server'; issues: BlockIssue[] }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

interface BlockSaveInput {
  contextSurvey: string;
  surveyId: number;
  name: ConfigBlockName;
  blockLabel: string;
  draft: ReturnType<typeof useBlockDraft>;
  /** Asks for the blocks again and answers this one as saved now. */
  reload: () => Promise<SavedBlock | null>;
}

/**
 * Saving a block with a comment: checked first (its JSON, then its rules), then sent; what
 * stops it (the editor's problems, the server's, a newer version, another error) is the refusal.
 */
export function useBlockSave({ contextSurvey, surveyId, name, blockLabel, draft, reload }: BlockSaveInput) {
  const { t } = useTranslation();
  const save = useSaveConfigBlock(contextSurvey, surveyId);
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const restart = (next: SavedBlock) => {
    draft.reset(next);
    setRefusal(null);
  };

  const onSave = async () => {
    if (!draft.read.ok) {
      setRefusal({ kind: 'error', message: t('configuration.save.invalidJson') });
      return;
    }
    const problems = blockIssues(name, draft.read.value);
    if (problems.length > 0) {
      setRefusal({ kind: 'local', issues: problems });
      return;
    }
    setRefusal(null);
    const content = draft.read.value;
    try {
      const result = await save.mutateAsync({
        name,
        content,
        baseVersion: draft.base.version,
        comment: comment.trim(),
      });
      draft.reset({ version: result.version, content });
      setComment('');
      showSnackbar(t('configuration.save.done', { block: blockLabel, version: result.version }), 'success');
    } catch (error) {
      const refused = refusedIssues(error, name);
      if (refused.length > 0) setRefusal({ kind: 'server', issues: refused });
      else if (error instanceof ApiError && error.status === 409) setRefusal({ kind: 'conflict' });
      else setRefusal({ kind: 'error', message: errorMessage(error) });
    }
  };

  const reloadLatest = async () => {
    try {
      const latest = await reload();
      if (latest) restart(latest);
    } catch (error) {
      setRefusal({ kind: 'error', message: errorMessage(error) });
    }
  };

  return {
    comment,
    setComment,
    saving: save.isPending,
    refusal,
    clearRefusal: () => setRefusal(null),
    restart,
    onSave,
    reloadLatest,
  };
}
