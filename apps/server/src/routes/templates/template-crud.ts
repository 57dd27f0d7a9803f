import { templatesApi } from '@opinio/domain/api/campaigns';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { assertMayChangeTemplates, assertMayReadTemplates } from '#campaigns/templates/template-access.ts';
import {
  changeTemplate,
  createTemplate,
  removeTemplate,
  surveyTemplate,
  templateRef,
} from '#campaigns/templates/template-changes.ts';
import { listTemplates } from '#campaigns/templates/template-repository.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** A survey's mail, SMS and letter templates: list, read, create, save, delete. */
const templateCrudRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(templatesApi.list),
    handler: async (request) => {
      assertMayReadTemplates(requirePrincipal(request));
      const { survey } = await surveyForRequest(services, request, request.params.survey);
      return { items: await listTemplates(db, templateRef(survey), request.query.channel) };
    },
  });

  app.route({
    ...routeOptions(templatesApi.get),
    handler: async (request) => {
      assertMayReadTemplates(requirePrincipal(request));
      const { survey } = await surveyForRequest(services, request, request.params.survey);
      return surveyTemplate(db, survey, request.params.templateId);
    },
  });

  app.route({
    ...routeOptions(templatesApi.create),
    handler: async (request, reply) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      assertMayChangeTemplates(caller);
      const created = await createTemplate(db, caller.survey, request.body, caller.principal.user.id);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOptions(templatesApi.update),
    handler: async (request) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      assertMayChangeTemplates(caller);
      return changeTemplate(
        db,
        caller.survey,
        request.params.templateId,
        request.body,
        caller.principal.user.id,
      );
    },
  });

  app.route({
    ...routeOptions(templatesApi.delete),
    handler: async (request, reply) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      assertMayChangeTemplates(caller);
      await removeTemplate(db, caller.survey, request.params.templateId);
      return reply.code(204).send();
    },
  });
};

export default templateCrudRoutes;
