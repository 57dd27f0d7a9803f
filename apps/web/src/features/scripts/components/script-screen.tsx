import Stack from '@mui/material/Stack';
import type { TScriptScope } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useScripts } from '@/entities/survey-config/api/get-scripts.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useScript } from '../api/get-script.ts';
import { newScriptScope } from '../lib/script-links.ts';
import { ScriptEditor } from './script-editor.tsx';

type ScriptRoute = 'script' | 'globalscript' | 'universescript';

/** What the address names: the survey the calls go through, and the script (null: a new one). */
interface ScriptTarget {
  route: ScriptRoute;
  contextSurvey: string;
  surveyId: number | null;
  /** null: a new script; 'universe': the universe script, whichever it is. */
  scriptId: number | null | 'universe';
  scope: TScriptScope | null;
}

function useScriptTarget(): ScriptTarget {
  const { route, params } = useCurrentRoute();
  const [search] = useSearchParams();
  const identity = useIdentity().data;
  const name = (route?.name ?? 'script') as ScriptRoute;
  const contextSurvey = params.surveyExtName ?? '';
  const current = identity?.surveys.find((s) => s.extName === contextSurvey);
  const id = (text: string | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);
  if (name === 'universescript')
    return {
      route: name,
      contextSurvey,
      surveyId: current?.id ?? null,
      scriptId: 'universe',
      scope: 'universe',
    };
  const isNew = params.scriptId === 'new';
  const scriptId = isNew ? null : id(params.scriptId);
  if (name === 'globalscript')
    return {
      route: name,
      contextSurvey,
      surveyId: current?.id ?? null,
      scriptId,
      scope: isNew ? 'global' : null,
    };
  return {
    route: name,
    contextSurvey,
    surveyId: id(params.surveyId),
    scriptId,
    scope: isNew ? newScriptScope(search.get('scope')) : null,
  };
}

/**
 * Routes "script" (/script/:surveyExtName/:surveyId/:scriptId, 'new' for a new one),
 * "globalscript" (/script/:surveyExtName/:scriptId) and "universescript"
 * (/script/:surveyExtName: the universe's one script, made on its first save): a script's
 * settings and source, a test run on an interview, its versions.
 */
export function ScriptScreen() {
  const { t } = useTranslation();
  const identity = useIdentity().data;
  const target = useScriptTarget();
  const { contextSurvey, surveyId } = target;
  const badAddress = surveyId === null || (target.scriptId === null && target.scope === null);
  const list = useScripts(contextSurvey, surveyId ?? 0, target.scriptId === 'universe' && surveyId !== null);
  const universeScript = list.data?.find((s) => s.scope === 'universe');
  const scriptId = target.scriptId === 'universe' ? (universeScript?.id ?? null) : target.scriptId;
  const query = useScript(contextSurvey, surveyId ?? 0, badAddress ? null : scriptId);

  if (identity && !identity.isRoot) return <NoAccessScreen rule="root" />;
  const title = (text: string) => <ScreenTitle route={target.route}>{text}</ScreenTitle>;
  if (!identity) return <LoadingSkeleton variant="rows" />;
  if (badAddress)
    return (
      <Stack spacing={2}>
        {title(t('scripts.screenTitle'))}
        <EmptyState text={t('scripts.notFound')} />
      </Stack>
    );
  const loading =
    (target.scriptId === 'universe' && list.isPending) || (scriptId !== null && query.isPending);
  const error =
    target.scriptId === 'universe' && list.isError ? list : scriptId !== null && query.isError ? query : null;
  if (error?.error instanceof ApiError && error.error.status === 404)
    return (
      <Stack spacing={2}>
        {title(t('scripts.screenTitle'))}
        <EmptyState text={t('scripts.notFound')} />
      </Stack>
    );
  if (loading || error)
    return (
      <Stack spacing={2}>
        {title(t('scripts.screenTitle'))}
        {loading ? (
          <LoadingSkeleton variant="rows" />
        ) : (
          <ErrorState error={error?.error} onRetry={() => error?.refetch()} />
        )}
      </Stack>
    );
  return (
    <ScriptEditor
      key={scriptId ?? `new-${target.scope}`}
      route={target.route}
      contextSurvey={contextSurvey}
      surveyId={surveyId}
      script={scriptId === null ? undefined : query.data}
      scope={query.data?.scope ?? target.scope ?? 'survey'}
    />
  );
}
