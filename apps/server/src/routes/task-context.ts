import type { FastifyRequest } from 'fastify';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import type { RouteServices } from '#routes/route-plugin.ts';
import type { TaskRef } from '#tasks/task-repository.ts';

/**
 * The survey of a task call (the route table asks for `imports.run`): in the caller's
 * universe and scope (else 404); a scoped administrator reaches only the tasks of their part
 * of the organisation.
 */
export async function taskSurvey(
  services: RouteServices<'catalog'>,
  request: FastifyRequest,
  extName: string,
) {
  const context = await surveyForRequest(services, request, extName);
  const ref: TaskRef = {
    universeId: context.survey.universeId,
    surveyId: context.survey.id,
    scopeUnits: context.scope.unitNames(),
  };
  return { ...context, ref };
}
