import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useCurrentRoute } from './current-route.ts';
import { useIdentity } from './identity.ts';
import { defaultDrillPath } from './page-path.ts';

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
  remembered: RememberedSelection | null;
  remember: (selection: RememberedSelection | null) => void;
}

const SelectionMemoryContext = createContext<SelectionMemory | null>(null);

export function SelectionProvider({ children }: { children: ReactNode }) {
  const [remembered, remember] = useState<RememberedSelection | null>(null);
  const value = useMemo(() => ({ remembered, remember }), [remembered]);
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
  const { remembered, remember } = useSelectionMemory();
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
    remember({ surveyExtName, drillPath, filterToken });
  }, [surveyExtName, drillPath, filterToken, remembered, remember]);
}
