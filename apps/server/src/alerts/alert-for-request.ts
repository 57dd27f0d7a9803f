import type { FastifyRequest } from 'fastify';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { findAlert } from './alert-repository.ts';

/** An alert of the survey whose unit lies within the caller's scope; 404 otherwise. */
export async function alertForRequest(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
  extName: string,
  alertId: number,
) {
  const context = await surveyForRequest(services, request, extName);
  const { survey, scope } = context;
  const alert = await findAlert(services.database.db, survey, alertId);
  const unit = alert && survey.organisation.unitsById.get(alert.unit_id);
  if (!alert || !unit || !scope.allows(unit)) throw notFound(`Alert ${alertId} not found`);
  return { ...context, alert, unit };
}
