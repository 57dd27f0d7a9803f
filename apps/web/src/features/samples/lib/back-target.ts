import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TSurvey } from '@opinio/domain/schemas/survey';

/** The fromPage the sample list puts in the links it opens. */
export const FROM_SAMPLE_LIST = 'samples';

export interface BackTarget {
  path: string;
  /** The title of the page it goes back to; null: the sample list. */
  pageTitle: string | null;
}

/**
 * Where the sample page's back link goes: the menu page named by fromPage (its own
 * route for rankings, alerts and samples), else the sample list; either with the
 * drill path and filters last seen.
 */
export function backTarget(
  survey: TSurvey,
  fromPage: string,
  drillPath: string,
  filterToken: string,
): BackTarget {
  const drillPathFiltered = joinFilteredDrillPath(drillPath, filterToken);
  const list = pathFor('samples', { surveyExtName: survey.extName, drillPath: drillPathFiltered });
  const page = survey.pages.find((p) => p.extname === fromPage);
  if (!page || page.extname === FROM_SAMPLE_LIST) return { path: list, pageTitle: null };
  if (page.extname === 'rankings' || page.extname === 'alerts') {
    return {
      path: pathFor(page.extname, { surveyExtName: survey.extName, drillPath: drillPathFiltered }),
      pageTitle: page.title,
    };
  }
  return {
    path: pathFor('page', {
      pageId: page.extname,
      surveyExtName: survey.extName,
      drillPath: drillPathFiltered,
    }),
    pageTitle: page.title,
  };
}
