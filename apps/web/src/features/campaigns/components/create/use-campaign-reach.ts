import { useDebounce } from 'use-debounce';
import type { AnalyticsContext, DrillTarget } from '@/lib/analytics-context.ts';
import { type CampaignDraftBody, useReach } from '../../api/get-reach.ts';

/** The reach follows the form after this pause. */
const REACH_DELAY_MS = 500;
const sameDraft = (a: CampaignDraftBody | null, b: CampaignDraftBody | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * How many contacts the campaign as it stands reaches: asked a pause after the form changes.
 * A reminder (`reminderScope` not null) goes to the campaign's contacts in the whole of the
 * user's part of the organisation, asked once that part is known (not `undefined`).
 */
export function useCampaignReach(
  survey: string,
  context: AnalyticsContext,
  reminderScope: string | undefined | null,
  draft: CampaignDraftBody | null,
) {
  const reachTarget: DrillTarget | null =
    reminderScope === null
      ? context
      : reminderScope === undefined
        ? null
        : { surveyExtName: survey, drillPathFiltered: reminderScope };
  const [debounced] = useDebounce(draft, REACH_DELAY_MS, { equalityFn: sameDraft });
  const reach = useReach(reachTarget, context.loadCount, debounced);
  // the count of the form as it stands: not while it is typed, nor the last answer kept on screen
  const reachCount =
    debounced && sameDraft(debounced, draft) && !reach.isPlaceholderData ? reach.data?.reach : undefined;
  return { reach: reachTarget && draft ? reach : null, reachCount };
}
