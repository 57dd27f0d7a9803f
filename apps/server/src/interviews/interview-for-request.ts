import type { FastifyRequest } from 'fastify';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { loadInterview } from './interview-repository.ts';

/** An interview of the survey that lies within the caller's scope; 404 otherwise. */
export async function interviewForRequest(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
  surveyExtName: string,
  interviewId: number,
) {
  const context = await surveyForRequest(services, request, surveyExtName);
  const { survey, scope } = context;
  const interview = await loadInterview(services.database.db, survey, interviewId);
  const unit = interview && survey.organisation.unitsById.get(interview.unitId);
  if (!interview || !unit || !scope.allows(unit)) {
    throw notFound(`Interview ${interviewId} not found`);
  }
  return { ...context, interview, unit };
}
