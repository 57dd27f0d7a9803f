import {
  type TGamificationResponse,
  ZGamificationConfig,
  type ZGamificationQuery,
} from '@opinio/domain/schemas/gamification';
import type { z } from 'zod';
import type { DashboardContext } from '#analytics/dashboard.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { gamification } from './gamification.ts';

/**
 * The leaderboard of a GamificationOverviewConfig component of the survey's pages (the first
 * one, or the one `page` and `component` name), counted from its rules; a component whose
 * configuration does not parse is refused naming its first problem.
 */
export async function pageLeaderboard(
  services: Pick<Services, 'analytics' | 'database' | 'today'>,
  ctx: DashboardContext,
  query: z.infer<typeof ZGamificationQuery>,
): Promise<TGamificationResponse> {
  const { page, component: id } = query;
  const component = ctx.survey.pages
    .filter((p) => page === undefined || p.extName === page)
    .flatMap((p) => p.components)
    .find((c) => c.type === 'GamificationOverviewConfig' && (id === undefined || c.id === id));
  if (!component) throw notFound('No such leaderboard on this page');
  const config = ZGamificationConfig.safeParse(component.config);
  if (!config.success) {
    const issue = config.error.issues[0];
    throw badRequest(
      `The leaderboard's configuration is invalid: ${issue?.path.join('.')}: ${issue?.message}`,
      'component',
      { code: 'invalid_value' },
    );
  }
  const order = query.order ?? 'fair';
  return gamification(services.analytics, services.database, ctx, config.data, services.today(), order);
}
