import type { ZDashboardParams } from '@opinio/domain/api/path-params';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resolveDrillPath } from '#access/drill-path-resolver.ts';
import type { DashboardContext } from '#analytics/dashboard.ts';
import { applyFilters } from '#analytics/filters.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { AuthServices } from './auth-services.ts';
import { surveyForRequest } from './survey-for-request.ts';

/** Resolves survey, filtered drill path, scope and filters for a dashboard call. */
export async function dashboardContext(
  services: Pick<AuthServices, 'catalog' | 'today'>,
  request: FastifyRequest,
  surveyExtName: string,
  drillPathFiltered: string,
  locale?: TLocale | null,
): Promise<DashboardContext & { survey: SurveyModel }> {
  const { survey, scope } = await surveyForRequest(services, request, surveyExtName, locale);
  const { drillPath, filterToken } = splitFilteredDrillPath(drillPathFiltered);
  const drill = resolveDrillPath(survey, drillPath, scope);
  const filters = applyFilters(survey, filterToken, services.today(), scope);
  return { survey, drill, scope, filters };
}

/** `dashboardContext` for a route with `ZDashboardParams` (`locale`: the call names its language itself). */
export function requestContext(
  services: Pick<AuthServices, 'catalog' | 'today'>,
  request: FastifyRequest & { params: z.infer<typeof ZDashboardParams> },
  locale?: TLocale | null,
) {
  return dashboardContext(services, request, request.params.survey, request.params.drillPathFiltered, locale);
}
