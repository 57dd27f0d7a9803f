import type { TIndicator } from '@opinio/domain/schemas/survey';

/** What a ranking is of: the URL query carries it, so a link reproduces the ranking. */
export interface RankingParams {
  indicator: string;
  /** null: the server's default, the deepest level. */
  level: number | null;
  /** null: the server's default. */
  minCount: number | null;
  /** `fair`: by the lower bound of each unit's 95% interval; null: by the value (the server's default). */
  order: 'fair' | null;
}

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
};

/**
 * Reads ?indicator&level&minCount; unknown or malformed values fall back to the
 * component's configuration, then to the first indicator and the server's defaults.
 */
export function readRankingParams(
  search: URLSearchParams,
  indicators: readonly TIndicator[],
  config: Record<string, unknown> = {},
): RankingParams {
  const known = (extName: unknown) =>
    typeof extName === 'string' && indicators.some((i) => i.extName === extName) ? extName : null;
  const configNumber = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
  return {
    indicator: known(search.get('indicator')) ?? known(config.indicator) ?? indicators[0]?.extName ?? '',
    level: positiveInt(search.get('level')) ?? configNumber(config.level),
    minCount: positiveInt(search.get('minCount')) ?? configNumber(config.minCount),
    order:
      search.get('order') === 'fair' || (search.get('order') === null && config.order === 'fair')
        ? 'fair'
        : null,
  };
}

/** The query string of the ranking calls (and the link), without unset values. */
export function rankingQuery(params: RankingParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.indicator) query.indicator = params.indicator;
  if (params.level !== null) query.level = String(params.level);
  if (params.minCount !== null) query.minCount = String(params.minCount);
  if (params.order !== null) query.order = params.order;
  return query;
}

/** The levels that can be ranked below a drill path "view,root,…": the node's level + 1 to the deepest. */
export function rankableLevels(drillPath: string, depth: number): number[] {
  const nodeLevel = drillPath.split(',').length - 1;
  const levels: number[] = [];
  for (let level = nodeLevel + 1; level <= depth; level++) levels.push(level);
  return levels;
}
