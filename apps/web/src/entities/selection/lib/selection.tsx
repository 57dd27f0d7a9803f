import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { defaultDrillPath } from '@/lib/page-path.ts';

/**
 * The current survey, view, drill path and filter token. Routes that carry them in the
 * URL (:surveyExtName, :drillPath as "drillPath;filterToken") are the source of truth;
 * on other routes the last values seen are remembered, else the survey's defaults.
 */
export interface Selection {
  survey: TSurvey | null;
  view: TView | null;
  drillPath: string;
  filterToken: string;
}

export interface RememberedSelection {
  surveyExtName: string;
  drillPath: string;
  filterToken: string;
}

interface SelectionMemory {
  /** The selection last seen or set: what routes without these parameters show. */
  readonly remembered: RememberedSelection | null;
  /** Sets the selection of the routes without these parameters: their screens draw it. */
  remember: (selection: RememberedSelection | null) => void;
  /**
   * Notes the selection of a route that carries it in its URL, for later routes without it.
   * Nothing draws again: the URL's screens show this selection already (a redrawing of the
   * whole shell and screen would come right after their first one).
   */
  note: (selection: RememberedSelection) => void;
}

const SelectionMemoryContext = createContext<SelectionMemory | null>(null);

export function SelectionProvider({ children }: { children: ReactNode }) {
  const memory = useRef<RememberedSelection | null>(null);
  // a new value (and so a drawing of the screens that read it) for each `remember`
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what makes a new value.
  const value = useMemo<SelectionMemory>(
    () => ({
      get remembered() {
        return memory.current;
      },
      remember: (selection) => {
        memory.current = selection;
        setVersion((v) => v + 1);
      },
      note: (selection) => {
        memory.current = selection;
      },
    }),
    [version],
  );
  return <SelectionMemoryContext value={value}>{children}</SelectionMemoryContext>;
}

export function useSelectionMemory(): SelectionMemory {
  const memory = useContext(SelectionMemoryContext);
  if (!memory) throw new Error('useSelectionMemory needs a SelectionProvider');
  return memory;
}

export function useSelection(): Selection {
  const identity = useIdentity().data;
  const { params } = useCurrentRoute();
  const { remembered } = useSelectionMemory();
  const surveys = identity?.surveys ?? [];
  const surveyExtName = params.surveyExtName ?? remembered?.surveyExtName ?? surveys[0]?.extName;
  const survey = surveys.find((s) => s.extName === surveyExtName) ?? null;
  if (!survey) return { survey: null, view: null, drillPath: '', filterToken: '' };

  const memory = remembered?.surveyExtName === survey.extName ? remembered : null;
  const fromUrl = params.drillPath === undefined ? null : splitFilteredDrillPath(params.drillPath);
  const drillPath = fromUrl?.drillPath ?? memory?.drillPath ?? defaultDrillPath(survey);
  const filterToken = fromUrl?.filterToken ?? memory?.filterToken ?? survey.startFilter;
  const viewExtName = drillPath.split(',')[0];
  const view = survey.views.find((v) => v.extName === viewExtName) ?? survey.views[0] ?? null;
  return { survey, view, drillPath, filterToken };
}

/** Keeps the memory in step with the URL, so routes without these parameters reuse them. */
export function useRememberSelection(): void {
  const selection = useSelection();
  const { remembered, note } = useSelectionMemory();
  const surveyExtName = selection.survey?.extName;
  const { drillPath, filterToken } = selection;
  useEffect(() => {
    if (!surveyExtName) return;
    if (
      remembered?.surveyExtName === surveyExtName &&
      remembered.drillPath === drillPath &&
      remembered.filterToken === filterToken
    ) {
      return;
    }
    note({ surveyExtName, drillPath, filterToken });
  }, [surveyExtName, drillPath, filterToken, remembered, note]);
}
