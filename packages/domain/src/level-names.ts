/**
 * The names of a view's hierarchy levels (docs/product.md#views): one per level, level 1 the
 * root, as the customer's organisation names them (Company, Region, District, Store). A view
 * may name fewer levels than it has, or none: the unnamed keep the generic wording.
 */

/** A hierarchy has at most this many levels (what a ranking's level may be). */
export const MAX_HIERARCHY_LEVELS = 20;

/** A question view has two levels: its root and one unit per option. */
export const QUESTION_VIEW_LEVELS = 2;

/** The name of a level (root = 1), or null when the view leaves it unnamed. */
export function levelName(levelNames: readonly string[] | undefined, level: number): string | null {
  const name = levelNames?.[level - 1]?.trim();
  return name ? name : null;
}
