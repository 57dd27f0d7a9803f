import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterTokenForPage, pagePath, safeRedirect, startPathFor, surveyStartPath } from './page-path.ts';

const page = (extname: string, selectionInterval: string | null = null) => ({
  extname,
  title: extname,
  icon: 'dashboard',
  selectionInterval,
  components: [],
});

const survey = {
  id: 1,
  extName: 'cx',
  views: [{ extName: 'org', title: 'Organisation', startPath: 'org,all,north' }],
  startPath: 'org,all',
  startFilter: 'ftime=rdays:-90:0',
  pages: [page('overview'), page('trends', 'rmonths:-24:0')],
} as unknown as TSurvey;

describe('the period a page opens with', () => {
  const overview = page('overview');
  const trends = page('trends', 'rmonths:-24:0');

  it('a page with its own period sets it', () => {
    expect(filterTokenForPage(trends, 'ftime=rdays:-90:0;channel=web', { page: overview, survey })).toBe(
      'ftime=rmonths:-24:0;channel=web',
    );
  });

  it("leaving such a page returns to the survey's start period, other filters kept", () => {
    expect(filterTokenForPage(overview, 'ftime=rmonths:-24:0;channel=web', { page: trends, survey })).toBe(
      'ftime=rdays:-90:0;channel=web',
    );
  });

  it('a period the user chose is kept', () => {
    expect(filterTokenForPage(overview, 'ftime=rdays:-30:0', { page: trends, survey })).toBe(
      'ftime=rdays:-30:0',
    );
    expect(filterTokenForPage(overview, 'ftime=rdays:-30:0', { page: overview, survey })).toBe(
      'ftime=rdays:-30:0',
    );
  });

  it('without a survey start period the page-set period is removed', () => {
    const bare = { ...survey, startFilter: '' } as TSurvey;
    expect(filterTokenForPage(overview, 'ftime=rmonths:-24:0', { page: trends, survey: bare })).toBe('');
  });
});

describe('page paths', () => {
  it('puts the filtered drill path into one URL segment', () => {
    expect(pagePath(survey, page('overview'), 'org,all', 'ftime=rdays:-90:0')).toBe(
      `/page/overview/cx/${encodeURIComponent('org,all;ftime=rdays:-90:0')}`,
    );
  });

  it('sends rankings, alerts and samples pages to their own routes', () => {
    expect(pagePath(survey, page('rankings'), 'org,all', '')).toBe('/ranking/cx/org%2Call');
    expect(pagePath(survey, page('alerts'), 'org,all', '')).toBe('/alertlist/cx/org%2Call');
    expect(pagePath(survey, page('samples'), 'org,all', '')).toBe('/samplelist/cx/org%2Call');
  });

  it('starts a survey at its first page, first view start path and start filter', () => {
    expect(surveyStartPath(survey)).toBe(
      `/page/overview/cx/${encodeURIComponent('org,all,north;ftime=rdays:-90:0')}`,
    );
  });

  it('sends users of a forwarded universe to its forwarding page', () => {
    const identity = { loginStatus: 0, surveys: [survey], forwarding: 'finland' } as unknown as TUserIdentity;
    expect(startPathFor(identity)).toBe('/finland');
    expect(startPathFor({ ...identity, forwarding: null })).toBe(surveyStartPath(survey));
    expect(startPathFor({ ...identity, loginStatus: 3 })).toBeNull();
  });

  it('follows only same-origin redirect targets', () => {
    expect(safeRedirect('/userlist/cx')).toBe('/userlist/cx');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('a redirect with control characters or backslashes is refused (browsers strip or rewrite them)', () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '/\u0000/x',
      '/%09/ok',
    ])
      expect(safeRedirect(target), JSON.stringify(target)).toBe(target === '/%09/ok' ? '/%09/ok' : null);
    expect(safeRedirect('/ranking/cx/org,all?x=1#top')).toBe('/ranking/cx/org,all?x=1#top');
  });

  it('dot segments that climb to a second slash are refused', () => {
    for (const target of [
      '/..//evil.example',
      '/.//evil.example',
      '/a/../..//evil.example',
      '/%2e%2e//evil.example',
    ])
      expect(safeRedirect(target), target).toBeNull();
    expect(safeRedirect('/a/../ranking')).toBe('/ranking');
  });

  it('no target, however built, leads to another host or a protocol-relative path', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\\\\',
      '.',
      '..',
      '%2e',
      '%2E%2E',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%09',
      '%0a',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '\u00a0',
      '@',
      ':',
      '?',
      '#',
      '&',
      'http:',
      'https:',
      'javascript:',
      'evil.example',
      'x',
      'ranking',
      '\u3002',
      '\uff0f',
      '\u2215',
    );
    const target = fc
      .tuple(fc.constantFrom('/', '//', '/\\', ''), fc.array(piece, { maxLength: 12 }))
      .map(([start, rest]) => start + rest.join(''));
    fc.assert(
      fc.property(target, (input) => {
        const result = safeRedirect(input);
        if (result === null) return;
        expect(result.startsWith('/'), JSON.stringify(result)).toBe(true);
        expect(result.startsWith('//'), JSON.stringify(result)).toBe(false);
        expect(
          [...result].some((c) => c === '\\' || c < ' ' || c === '\u007f'),
          JSON.stringify(result),
        ).toBe(false);
        // as a browser reads it, on a page of this app: the same host, the same path
        const read = new URL(result, 'https://app.example/some/page');
        expect(read.origin, JSON.stringify(input)).toBe('https://app.example');
        expect(`${read.pathname}${read.search}${read.hash}`).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});
