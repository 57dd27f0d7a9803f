/** Rows the ranking card has room for at 16:9, top and bottom together. */
const CARD_ROWS = 7;
/** The bottom's share when there are enough units: "needs attention" is never a footnote. */
const BOTTOM_ROWS = 3;

/**
 * The rows the card shows: up to three that need attention, and the best units in the rest of
 * the room (a short bottom list leaves its room to the top).
 */
export function rankingRows<T>(top: readonly T[], bottom: readonly T[]): { top: T[]; bottom: T[] } {
  const shownBottom = bottom.slice(0, BOTTOM_ROWS);
  return { top: top.slice(0, CARD_ROWS - shownBottom.length), bottom: shownBottom };
}
