// @vitest-environment happy-dom
import type { TCommentsResponse } from '@opinio/domain/schemas/analytics';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerCalls, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { CommentList } from './comment-list.tsx';

const survey = { extName: 'cx', title: 'Customer satisfaction', loadCount: 1 } as TSurvey;
const component = { id: 7, type: 'CommentList', title: null } as unknown as TPageComponent;
const context = { surveyExtName: 'cx', loadCount: 1, drillPathFiltered: 'org,all', locale: 'en' };

const comment = (interviewId: number): TCommentsResponse['items'][number] => ({
  interviewId,
  date: '2026-11-24',
  unitTitle: 'Oulu Centre',
  question: 'comment',
  text: `Comment number ${interviewId}`,
  score: 4,
  topics: [],
  sentiment: interviewId === 1 ? -0.8 : null,
});

/** Two pages of comments: 20 and then 5; the identity may see interviews. */
function server(): SentCall[] {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/auth/validatecookie')
      return { body: { isRoot: false, permissions: ['interviews.view'] } };
    if (!call.path.startsWith('/api/vuejs/comments/cx/')) return undefined;
    const second = call.query.get('cursor') === 'page-2';
    const ids = second ? [21, 22, 23, 24, 25] : Array.from({ length: 20 }, (_, i) => i + 1);
    return { body: { items: ids.map(comment), nextCursor: second ? null : 'page-2' } };
  });
}

/** An IntersectionObserver the test moves: `show()` brings what it watches into sight. */
class SightObserver {
  static all: SightObserver[] = [];
  watched: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    SightObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show() {
    const entries = this.watched.map((target) => ({ target, isIntersecting: true }));
    if (entries.length > 0) this.report(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

const commentsCalls = (calls: SentCall[]) => calls.filter((c) => c.path.startsWith('/api/vuejs/comments/'));

describe('the comment feed', () => {
  it('loads the next page once its end comes into sight, and stops after the last', async () => {
    SightObserver.all = [];
    vi.stubGlobal('IntersectionObserver', SightObserver);
    const calls = server();
    await renderWithApp(<CommentList component={component} survey={survey} context={context} alone />);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(20), { timeout: 5000 });
    expect(commentsCalls(calls)).toHaveLength(1);
    // the feed takes the page's height: no box of its own to scroll
    expect(screen.getByTestId('comment-feed').getAttribute('tabindex')).toBeNull();

    // the end mark comes into sight (once it is watched: the feed draws in slices, and a busy
    // machine may not have reached its end yet): the second page follows, once
    await waitFor(() => expect(SightObserver.all.some((o) => o.watched.length > 0)).toBe(true), {
      timeout: 5000,
    });
    act(() => {
      for (const observer of SightObserver.all) observer.show();
    });
    // the feed draws a few comments per task (use-drawn-in-slices): on a busy machine that takes a while
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(25), { timeout: 5000 });
    expect(commentsCalls(calls).map((c) => c.query.get('cursor'))).toEqual([null, 'page-2']);
    act(() => {
      for (const observer of SightObserver.all) observer.show();
    });
    expect(commentsCalls(calls)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });

  it('loads more with the button too, and each comment opens its interview with its sentiment as a chip', async () => {
    SightObserver.all = [];
    vi.stubGlobal('IntersectionObserver', SightObserver);
    const calls = server();
    const { user } = await renderWithApp(
      <CommentList component={component} survey={survey} context={context} alone />,
    );
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(20), { timeout: 5000 });
    const first = screen.getAllByTestId('comment')[0];
    const open = await within(first).findByRole('link', { name: /Open interview/ });
    expect(open.getAttribute('href')).toBe('/interview/cx/1');
    expect(within(first).getByTestId('comment-sentiment').textContent).toContain('negative');
    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    // the feed draws a few comments per task (use-drawn-in-slices): on a busy machine that takes a while
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(25), { timeout: 5000 });
    expect(commentsCalls(calls)).toHaveLength(2);
  });

  it('beside other components scrolls in a box of its own that the keyboard can scroll', async () => {
    vi.stubGlobal('IntersectionObserver', SightObserver);
    server();
    await renderWithApp(<CommentList component={component} survey={survey} context={context} />);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(20), { timeout: 5000 });
    expect(screen.getByTestId('comment-feed').getAttribute('tabindex')).toBe('0');
  });
});
