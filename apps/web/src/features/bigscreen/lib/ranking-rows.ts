/** Rows the ranking card shows before it has measured its room (16:9). */
export const CARD_ROWS = 7;
/** The bottom's share when there are enough units: "needs attention" is never a footnote. */
const BOTTOM_ROWS = 3;

/**
 * The rows the card shows in the room of `capacity` rows: up to three that need attention (at
 * most half the room), and the best units in the rest of it (a short bottom list leaves its
 * room to the top).
 */
export function rankingRows<T>(
  top: readonly T[],
  bottom: readonly T[],
  capacity = CARD_ROWS,
): { top: T[]; bottom: T[] } {
  const room = Math.max(1, capacity);
  const shownBottom = bottom.slice(0, Math.min(BOTTOM_ROWS, Math.floor(room / 2)));
  return { top: top.slice(0, room - shownBottom.length), bottom: shownBottom };
}
