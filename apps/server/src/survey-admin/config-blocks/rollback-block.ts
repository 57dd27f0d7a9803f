import { MAX_SERIAL_ID } from '@opinio/domain/limits';
import type { ConfigBlockName, TConfigBlockSaved } from '@opinio/domain/schemas/config-blocks';
import { badRequest } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { ensureInitialVersions, versionContent } from './block-versions.ts';
import { type BlockSaver, saveBlock } from './save-block.ts';

const noVersion = (rollback: { name: ConfigBlockName; version: number }) =>
  badRequest(`Block ${rollback.name} has no version ${rollback.version}`, 'version', {
    code: 'unknown_value',
    params: { value: String(rollback.version) },
  });

/** An earlier version's content saved as a new version, checked as any save is. */
export async function rollbackBlock(
  services: Pick<Services, 'analytics' | 'catalog' | 'database' | 'live'>,
  saver: BlockSaver,
  rollback: { name: ConfigBlockName; version: number; baseVersion: number },
): Promise<TConfigBlockSaved> {
  // a version number no column holds: there is no such version (not a database error)
  if (rollback.version > MAX_SERIAL_ID) throw noVersion(rollback);
  const db = services.database.db;
  await ensureInitialVersions(db, { universeId: saver.universeId, surveyId: saver.survey.id });
  const earlier = await versionContent(db, saver.survey.id, rollback.name, rollback.version);
  if (!earlier) throw noVersion(rollback);
  return saveBlock(services, saver, {
    name: rollback.name,
    content: earlier.content,
    baseVersion: rollback.baseVersion,
    comment: `Rolled back to version ${rollback.version}`,
  });
}
