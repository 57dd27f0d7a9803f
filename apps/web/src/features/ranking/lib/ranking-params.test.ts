import type { TIndicator } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import { rankableLevels, rankingQuery, readRankingParams } from './ranking-params.ts';

const indicator = (extName: string): TIndicator => ({
  extName,
  title: extName,
  kind: 'mean',
  questionExtName: extName,
  decimals: 1,
  thresholds: null,
});
const indicators = [indicator('nps'), indicator('csat')];

describe('ranking parameters', () => {
  it('come from the URL query, so a link reproduces the ranking', () => {
    const params = readRankingParams(
      new URLSearchParams('indicator=csat&level=3&minCount=25&order=fair'),
      indicators,
    );
    expect(params).toEqual({ indicator: 'csat', level: 3, minCount: 25, order: 'fair' });
    expect(rankingQuery(params)).toEqual({ indicator: 'csat', level: '3', minCount: '25', order: 'fair' });
  });

  it('fall back to the configuration, then to the first indicator and the server defaults', () => {
    expect(
      readRankingParams(new URLSearchParams('indicator=nope&level=x&minCount=0&order=best'), indicators),
    ).toEqual({ indicator: 'nps', level: null, minCount: null, order: null });
    expect(
      readRankingParams(new URLSearchParams(), indicators, { indicator: 'csat', minCount: 5, order: 'fair' }),
    ).toEqual({ indicator: 'csat', level: null, minCount: 5, order: 'fair' });
    // an explicit order in the link wins over the configuration's
    expect(
      readRankingParams(new URLSearchParams('order=raw'), indicators, { order: 'fair' }).order,
    ).toBeNull();
    expect(rankingQuery({ indicator: 'nps', level: null, minCount: null, order: null })).toEqual({
      indicator: 'nps',
    });
  });

  it('rankable levels run from below the node to the deepest level', () => {
    expect(rankableLevels('org,all', 4)).toEqual([2, 3, 4]);
    expect(rankableLevels('org,all,north,oulu', 4)).toEqual([4]);
    expect(rankableLevels('org,all,north,oulu,s001', 4)).toEqual([]);
  });
});
