import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { Kysely } from 'kysely';
import { resolveDrillPath } from '#access/drill-path-resolver.ts';
import { type Scope, scopeOf } from '#access/scope.ts';
import type { DB } from '#db/schema.ts';
import { forbidden } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { ancestors, type SurveyModel, type UnitNode } from '#surveys/survey-model.ts';
import { campaignContactUnits, campaignOrigin, type StoredCampaign } from './campaign-repository.ts';
import { campaignInScope } from './details/campaign-details.ts';

/** The deepest unit every one of `units` lies within (the root for none). */
function commonAncestor(root: UnitNode, units: UnitNode[]): UnitNode {
  if (units.length === 0) return root;
  let chain = ancestors(units[0]);
  for (const unit of units.slice(1)) {
    const other = ancestors(unit);
    let same = 0;
    while (same < chain.length && same < other.length && chain[same] === other[same]) same++;
    chain = chain.slice(0, same);
  }
  return chain[chain.length - 1] ?? root;
}

/**
 * The organisation unit a campaign belongs to: the node of the organisation drill path it was
 * started at (a reminder: the campaign it reminds of). A campaign started in another view, or
 * before campaigns kept their drill path (the demo's), belongs to the deepest unit holding all
 * its contacts.
 */
async function campaignNode(db: Kysely<DB>, survey: SurveyModel, campaignId: number): Promise<UnitNode> {
  const organisation = survey.organisation;
  const origin = await campaignOrigin(db, survey, campaignId);
  if (origin?.drillPathFiltered) {
    try {
      const { drillPath } = splitFilteredDrillPath(origin.drillPathFiltered);
      const drill = resolveDrillPath(survey, drillPath, scopeOf(null));
      if (drill.view === organisation) return drill.node;
    } catch {
      // a unit removed since: its contacts say where the campaign belongs
    }
  }
  const unitIds = await campaignContactUnits(db, survey, origin?.campaignId ?? campaignId);
  const units = unitIds.flatMap((id) => organisation.unitsById.get(id) ?? []);
  return commonAncestor(organisation.root, units);
}

/**
 * A campaign the caller may change (pause, resume, remind): one they can see (404 otherwise,
 * as for another universe's) whose unit lies within their scope. A campaign of a wider part
 * of the organisation that merely reaches some of the caller's contacts answers 403: it is
 * its own scope's to run.
 */
export async function campaignToChange(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scope: Scope,
  campaignId: number,
): Promise<StoredCampaign> {
  const { campaign } = await campaignInScope(services, survey, scope, campaignId);
  if (scope.unit && !scope.allows(await campaignNode(services.database.db, survey, campaign.id)))
    throw forbidden('This campaign was started for a wider part of the organisation than yours', {
      code: 'forbidden',
    });
  return campaign;
}
