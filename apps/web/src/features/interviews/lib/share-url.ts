import { pathFor } from '@opinio/domain/routes';

const API_SHARING = /^\/api\/vuejs\/sharing\/interview\/([^/]+)\/([^/]+)\/([^/]+)$/;

/**
 * The web page of a sharing link. The server answers the API path of the shared data
 * (`/api/vuejs/sharing/interview/{survey}/{a}/{b}`); people get the page that shows it
 * (route "sharedinterview"), with the same three parts. Null for a path of another shape.
 */
export function shareUrl(apiPath: string, origin: string): string | null {
  const match = API_SHARING.exec(apiPath);
  if (!match) return null;
  const [, survey, interviewId, token] = match.map((part) => decodeURIComponent(part));
  return origin + pathFor('sharedinterview', { surveyExtName: survey, interviewId, shareToken: token });
}
