import { templatesApi } from '@opinio/domain/api/campaigns';
import { templateReader, templateWriter } from '#campaigns/templates/template-access.ts';
import {
  changeTemplate,
  createTemplate,
  removeTemplate,
  surveyTemplate,
  surveyTemplates,
} from '#campaigns/templates/template-changes.ts';
import { mailBlockSources } from '#respondent/mail-block-sources.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** A survey's mail, SMS and letter templates: list, read, create, save, delete. */
const templateCrudRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(templatesApi.list),
    handler: async (request) => {
      const { survey } = await templateReader(services, request, request.params.survey);
      return surveyTemplates(db, survey, request.query.channel);
    },
  });

  app.route({
    ...routeOptions(templatesApi.get),
    handler: async (request) => {
      const { survey } = await templateReader(services, request, request.params.survey);
      return surveyTemplate(db, survey, request.params.templateId);
    },
  });

  app.route({
    ...routeOptions(templatesApi.create),
    handler: async (request, reply) => {
      const { survey, principal } = await templateWriter(services, request, request.params.survey);
      return reply
        .code(201)
        .send(
          await createTemplate(
            db,
            survey,
            request.body,
            principal.user.id,
            mailBlockSources(services, survey),
          ),
        );
    },
  });

  app.route({
    ...routeOptions(templatesApi.update),
    handler: async (request) => {
      const { survey, principal } = await templateWriter(services, request, request.params.survey);
      return changeTemplate(
        db,
        survey,
        request.params.templateId,
        request.body,
        principal.user.id,
        mailBlockSources(services, survey),
      );
    },
  });

  app.route({
    ...routeOptions(templatesApi.delete),
    handler: async (request, reply) => {
      const { survey } = await templateWriter(services, request, request.params.survey);
      await removeTemplate(db, survey, request.params.templateId);
      return reply.code(204).send();
    },
  });
};

export default templateCrudRoutes;
