import { matchApiPath } from '@opinio/domain/api/api-route';
import { interviewsApi } from '@opinio/domain/api/interviews';
import { pathFor } from '@opinio/domain/routes';

/**
 * The web page of a sharing link. The server answers the API path of the shared data
 * (`/api/vuejs/sharing/interview/{survey}/{a}/{b}`); people get the page that shows it
 * (route "sharedinterview"), with the same three parts. Null for a path of another shape.
 */
export function shareUrl(apiPath: string, origin: string): string | null {
  const params = matchApiPath(interviewsApi.sharedInterview, apiPath);
  if (!params) return null;
  return (
    origin +
    pathFor('sharedinterview', { surveyExtName: params.survey, interviewId: params.a, shareToken: params.b })
  );
}
