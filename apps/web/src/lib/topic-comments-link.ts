import type { TPage, TSurvey } from '@opinio/domain/schemas/survey';
import { setFilter } from '@/lib/filters.ts';
import { filterTokenForPage, pagePath } from '@/lib/page-path.ts';

/**
 * The page a topic's comments open on: of the survey's pages that show the comment list,
 * the one with the fewest other components (a page of comments rather than an overview
 * that has some), the first of equals; null when no page shows comments.
 */
export function commentsPage(survey: TSurvey): TPage | null {
  let best: TPage | null = null;
  for (const page of survey.pages) {
    if (!page.components.some((c) => c.type === 'CommentList')) continue;
    if (!best || page.components.length < best.components.length) best = page;
  }
  return best;
}

interface TopicCommentsTarget {
  survey: TSurvey;
  /** The page the comments open on (`commentsPage`). */
  page: TPage;
  /** The page on screen, whose own period the comments page does not keep. */
  from: TPage | undefined;
  drillPath: string;
  filterToken: string;
  /** The survey's topic filter's name. */
  filterName: string;
  topic: string;
}

/** The comments of one topic: the same node and filters, the topic filter set to that topic alone. */
export function topicCommentsPath(target: TopicCommentsTarget): string {
  const { survey, page, from, drillPath, filterToken, filterName, topic } = target;
  const token = filterTokenForPage(page, setFilter(filterToken, filterName, [topic]), { page: from, survey });
  return pagePath(survey, page, drillPath, token);
}
