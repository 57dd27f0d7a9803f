/**
 * Counts a survey's long write in `writes` until the returned function is called (at most
 * once counted off): several imports of one survey may run at once.
 */
export function countWrite(writes: Map<number, number>, surveyId: number): () => void {
  writes.set(surveyId, (writes.get(surveyId) ?? 0) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (writes.get(surveyId) ?? 1) - 1;
    if (left > 0) writes.set(surveyId, left);
    else writes.delete(surveyId);
  };
}
