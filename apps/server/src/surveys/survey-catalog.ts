import type { TLocale } from '@opinio/domain/schemas/locale';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { buildSurveys, type CatalogRows } from './survey-builder.ts';
import type { SurveyModel } from './survey-model.ts';

interface UniverseEntry {
  rows: Promise<CatalogRows>;
  /** The surveys with their texts in one language (key 'default': each survey's default language). */
  models: Map<TLocale | 'default', Promise<SurveyModel[]>>;
}

/**
 * Survey configuration changes rarely and is read on every request: it is cached per
 * universe, and its models per language, and dropped by `invalidate` when an admin changes it.
 */
export class SurveyCatalog {
  private readonly cache = new Map<number, UniverseEntry>();

  constructor(private readonly db: Kysely<DB>) {}

  /** The universe's surveys with their texts in `locale` (null: each survey's default language). */
  surveys(universeId: number, locale: TLocale | null = null): Promise<SurveyModel[]> {
    let entry = this.cache.get(universeId);
    if (!entry) {
      const created: UniverseEntry = { rows: loadRows(this.db, universeId), models: new Map() };
      created.rows.catch(() => {
        if (this.cache.get(universeId) === created) this.cache.delete(universeId);
      });
      this.cache.set(universeId, created);
      entry = created;
    }
    const key = locale ?? 'default';
    let models = entry.models.get(key);
    if (!models) {
      models = entry.rows.then((rows) => buildSurveys(rows, locale));
      entry.models.set(key, models);
    }
    return models;
  }

  async survey(
    universeId: number,
    extName: string,
    locale: TLocale | null = null,
  ): Promise<SurveyModel | undefined> {
    return (await this.surveys(universeId, locale)).find((s) => s.extName === extName);
  }

  /** The universe's survey of this id (in each survey's default language). */
  async surveyById(universeId: number, surveyId: number): Promise<SurveyModel | undefined> {
    return (await this.surveys(universeId)).find((s) => s.id === surveyId);
  }

  invalidate(universeId: number): void {
    this.cache.delete(universeId);
  }
}

async function loadRows(db: Kysely<DB>, universeId: number): Promise<CatalogRows> {
  const [surveys, views, units, questions, indicators, pages, components, filterSets, campaigns] =
    await Promise.all([
      db
        .selectFrom('surveys')
        .selectAll()
        .where('universe_id', '=', universeId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db.selectFrom('views').selectAll().where('universe_id', '=', universeId).orderBy('position').execute(),
      db.selectFrom('units').selectAll().where('universe_id', '=', universeId).orderBy('id').execute(),
      db
        .selectFrom('questions')
        .selectAll()
        .where('universe_id', '=', universeId)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('indicators')
        .selectAll()
        .where('universe_id', '=', universeId)
        .orderBy('position')
        .execute(),
      db.selectFrom('pages').selectAll().where('universe_id', '=', universeId).orderBy('position').execute(),
      db
        .selectFrom('page_components')
        .selectAll()
        .where('universe_id', '=', universeId)
        .orderBy('position')
        .execute(),
      db.selectFrom('filter_sets').selectAll().where('universe_id', '=', universeId).execute(),
      db
        .selectFrom('campaigns')
        .select(['id', 'survey_id', 'name', 'type', 'status'])
        .where('universe_id', '=', universeId)
        .orderBy('id')
        .execute(),
    ]);
  return { surveys, views, units, questions, indicators, pages, components, filterSets, campaigns };
}
