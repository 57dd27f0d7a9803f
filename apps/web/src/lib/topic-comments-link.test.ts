import type { TComponentType, TPage, TSurvey } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import { commentsPage, topicCommentsPath } from './topic-comments-link.ts';

const page = (extname: string, types: TComponentType[], selectionInterval: string | null = null): TPage => ({
  extname,
  title: extname,
  icon: 'dashboard',
  selectionInterval,
  components: types.map((type, id) => ({ id, type, title: null, config: {} })),
});

const overview = page('overview', ['KpiTiles', 'TrendChart', 'CommentList']);
const insights = page('insights', ['KeyDriversComponent', 'TopicsComponent']);
const trends = page('trends', ['TrendChart'], 'rmonths:-24:0');
const comments = page('comments', ['CommentList']);

const survey = (pages: TPage[]) =>
  ({ extName: 'cx', startFilter: 'ftime=rdays:-90:0', pages }) as unknown as TSurvey;

describe("the page a topic's comments open on", () => {
  it('is the page of comments rather than the overview that also lists some', () => {
    expect(commentsPage(survey([overview, insights, comments]))?.extname).toBe('comments');
  });

  it('is the overview when no other page lists comments', () => {
    expect(commentsPage(survey([overview, insights]))?.extname).toBe('overview');
  });

  it('is none when no page lists comments', () => {
    expect(commentsPage(survey([insights, trends]))).toBeNull();
  });
});

describe("a topic's comments", () => {
  const cx = survey([overview, insights, trends, comments]);

  it('keep the node and filters and add the topic filter', () => {
    const path = topicCommentsPath({
      survey: cx,
      page: comments,
      from: insights,
      drillPath: 'org,all,north',
      filterToken: 'ftime=rdays:-90:0;channel=web',
      filterName: 'topic',
      topic: 'staff',
    });
    expect(path).toBe(
      `/page/comments/cx/${encodeURIComponent('org,all,north;ftime=rdays:-90:0;channel=web;topic=staff')}`,
    );
  });

  it('replace a topic chosen before', () => {
    const path = topicCommentsPath({
      survey: cx,
      page: comments,
      from: insights,
      drillPath: 'org,all',
      filterToken: 'topic=prices*parking',
      filterName: 'topic',
      topic: 'staff',
    });
    expect(path).toBe(`/page/comments/cx/${encodeURIComponent('org,all;topic=staff')}`);
  });

  it('leave behind the period a page set by itself, as the menu does', () => {
    const path = topicCommentsPath({
      survey: cx,
      page: comments,
      from: trends,
      drillPath: 'org,all',
      filterToken: 'ftime=rmonths:-24:0',
      filterName: 'aihe',
      topic: 'staff',
    });
    expect(path).toBe(`/page/comments/cx/${encodeURIComponent('org,all;ftime=rdays:-90:0;aihe=staff')}`);
  });
});
