import type { TConfigBlockContents } from '@opinio/domain/schemas/config-blocks';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { blocksOfDefinition } from './blocks-of-definition.ts';
import { definitionOf } from './definition-of.ts';

/** The current content of every block of a survey, as its tables hold it. */
export async function readBlocks(db: Kysely<DB>, surveyId: number): Promise<TConfigBlockContents> {
  return blocksOfDefinition(await definitionOf(db, surveyId));
}
