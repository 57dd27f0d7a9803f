/** Per database (its query builder), each survey's last write of interviews in line. */
const lines = new WeakMap<object, Map<number, Promise<unknown>>>();

/**
 * Runs `write` once the writes of the survey's interviews that came before it in this process
 * are done: one at a time per survey. A batch written in several transactions (ingest-batch.ts,
 * on the embedded database) holds the turn from its first to its last, so no other write raises
 * the survey's loadCount in between and dashboards never take in part of it. Reads never wait
 * for a turn.
 */
export async function inSurveyWriteTurn<T>(
  db: object,
  surveyId: number,
  write: () => Promise<T>,
): Promise<T> {
  let surveys = lines.get(db);
  if (!surveys) {
    surveys = new Map();
    lines.set(db, surveys);
  }
  const before = surveys.get(surveyId);
  const mine = before ? before.then(write) : write();
  const done = mine.catch(() => {});
  surveys.set(surveyId, done);
  try {
    return await mine;
  } finally {
    if (surveys.get(surveyId) === done) surveys.delete(surveyId);
  }
}
