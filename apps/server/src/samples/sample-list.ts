import type { TSampleList, TSampleListQuery } from '@opinio/domain/schemas/samples';
import { type DashboardContext, nodeConditions } from '#analytics/dashboard.ts';
import { decodeCursor, encodeCursor } from '#analytics/page-cursor.ts';
import type { Condition } from '#analytics/query-spec.ts';
import { passingPage } from '#lib/passing-rows.ts';
import type { Services } from '#services.ts';
import type { UnitNode } from '#surveys/survey-model.ts';
import { listContacts } from './contact-repository.ts';

const DEFAULT_LIMIT = 25;
/** Rows looked at per call at most: a narrow filter answers a short page and a cursor. */
const MAX_SCANNED = 2000;
const CHUNK = 250;
/** Contacts newest first by id: a cursor holds the last contact id looked at. */
const CURSOR_TAG = 'contacts';

function subtreeIds(unit: UnitNode): number[] {
  const ids: number[] = [];
  const walk = (u: UnitNode) => {
    ids.push(u.id);
    for (const child of u.children) walk(child);
  };
  walk(unit);
  return ids;
}

/**
 * The contacts of a drill node, newest first. The node (or, in a question view, the
 * user's scope) limits them by their unit. The filters, and a question view's node, are
 * about answers: a contact who answered is listed only when their interview passes
 * them; a contact without an interview has nothing to test and stays listed.
 */
export async function sampleList(
  services: Pick<Services, 'analytics' | 'database'>,
  ctx: DashboardContext,
  query: TSampleListQuery,
): Promise<TSampleList> {
  const { survey, drill, scope } = ctx;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const inOrganisation = drill.view === survey.organisation;
  const unitRoot = inOrganisation ? drill.node : scope.unit;
  const unitIds = unitRoot && unitRoot.level > 1 ? subtreeIds(unitRoot) : null;
  const answerConditions: Condition[] = [
    ...(inOrganisation ? [] : nodeConditions(ctx).filter((c) => c.kind !== 'unit')),
    ...ctx.filters.conditions,
  ];
  const { items, next } = await passingPage(
    {
      read: (beforeId: number | null, count) =>
        listContacts(services.database.db, survey, {
          unitIds,
          state: query.state,
          search: query.search || undefined,
          beforeId,
          limit: count,
        }),
      key: (contact) => contact.id,
      interviewId: (contact) => contact.interviewId,
      passing:
        answerConditions.length > 0
          ? (ids) => services.analytics.passing(survey, answerConditions, ids)
          : null,
    },
    {
      after: query.cursor ? (decodeCursor(query.cursor, CURSOR_TAG, ['id'])[0] as number) : null,
      limit,
      // without answer conditions every row is kept: one round of a page and one more
      round: answerConditions.length > 0 ? CHUNK : limit + 1,
      maxScanned: MAX_SCANNED,
    },
  );
  return {
    items: items.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      state: r.state,
      sampleName: r.sampleName,
      unitTitle: survey.organisation.unitsById.get(r.unitId)?.title ?? '',
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      interviewId: r.interviewId,
    })),
    nextCursor: next === null ? null : encodeCursor(CURSOR_TAG, [next]),
  };
}
