import { formatDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { universeMailBrand } from '#mail/mail-brand.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { personName } from '#users/person-name.ts';
import { alertMail } from './alert-digest-mail.ts';
import { holdDigestAlerts } from './alert-digest-repository.ts';
import type { universeMembers } from './alert-repository.ts';
import { mailedAlerts } from './mailed-alerts.ts';

type Member = Awaited<ReturnType<typeof universeMembers>>[number];

export interface NotifiedAlert {
  id: number;
}

/** The survey's list of open alerts, linked below a long digest. */
const alertListLink = (publicUrl: string, survey: SurveyModel) =>
  `${publicUrl}${pathFor('alerts', {
    surveyExtName: survey.extName,
    drillPath: formatDrillPath([survey.organisation.extName, survey.organisation.root.extName]),
  })}?state=open`;

/**
 * Tells each assignee of new alerts, in the transaction that opens them: one mail per
 * assignee for the batch (one alert: that alert's mail; several: a digest), or, within
 * an import (`digestKey`), their alerts gather in the assignee's held digest of the
 * import, queued when it ends (alert-digest-release.ts). Answers whether mail was queued.
 */
export async function queueAlertMails(
  services: Pick<Services, 'config' | 'mailer'>,
  trx: Kysely<DB>,
  survey: SurveyModel,
  notified: ReadonlyMap<number, { assignee: Member; alerts: NotifiedAlert[] }>,
  log: FastifyBaseLogger,
  digestKey: string | undefined,
): Promise<boolean> {
  const { publicUrl } = services.config;
  const listLink = alertListLink(publicUrl, survey);
  if (digestKey) {
    await holdDigestAlerts(
      trx,
      [...notified].flatMap(([userId, { assignee, alerts }]) =>
        assignee.email
          ? [
              {
                universeId: survey.universeId,
                digestKey: `${digestKey}:${userId}`,
                messageId: services.mailer.newMessageId(),
                digest: {
                  userId,
                  surveyExtName: survey.extName,
                  defaultLocale: survey.defaultLocale,
                  listLink,
                  alertIds: alerts.map((a) => a.id),
                },
              },
            ]
          : [],
      ),
    );
    return false;
  }
  const brand = notified.size > 0 ? await universeMailBrand(trx, survey.universeId) : '';
  for (const { assignee, alerts } of notified.values()) {
    if (!assignee.email) continue;
    // What happened, the answer and the rule in the assignee's language.
    const locale = assignee.locale ?? survey.defaultLocale;
    const mail = await alertMail({
      to: assignee.email,
      locale,
      name: personName(assignee),
      brand,
      alerts: await mailedAlerts(
        trx,
        survey,
        alerts.map((a) => a.id),
        locale,
        publicUrl,
      ),
      listLink,
    });
    await services.mailer.queue(mail, log, { db: trx, universeId: survey.universeId });
  }
  return notified.size > 0;
}
