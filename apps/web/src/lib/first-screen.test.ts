// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyConfig, takeEarlyData, takeEarlySession, takePageAnswers } from './early-calls.ts';
import { handOverFirstScreen, hasFirstScreen } from './first-screen.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe("the server's first screen and the app taking its place", () => {
  it('leaves the app in place of the first screen, its styles and the hidden root with it, once', () => {
    document.head.innerHTML = '<style id="first-screen-styles">.kpi-tile{}</style><style id="app"></style>';
    document.body.innerHTML =
      '<div id="first-screen" inert><p>24</p></div><div id="root" data-behind-first-screen><p>app</p></div>';
    expect(hasFirstScreen()).toBe(true);
    handOverFirstScreen();
    expect(hasFirstScreen()).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="root"><p>app</p></div>');
    expect(document.head.innerHTML).toBe('<style id="app"></style>');
    // again, or on a page that had none: nothing changes
    handOverFirstScreen();
    expect(document.body.innerHTML).toBe('<div id="root"><p>app</p></div>');
  });

  it('lets the app take the answers the page came with as it takes the early calls', async () => {
    const identity = { locale: 'fi', surveys: [] };
    const kpis = { tiles: [{ indicator: 'nps', value: 24 }] };
    const path = '/api/vuejs/analytics/kpis/cx/org%2Call';
    takePageAnswers({
      at: '/page/overview/cx/org%2Call',
      locale: 'fi',
      identity,
      config: { auth: 'password' },
      answers: [{ method: 'GET', path, data: kpis }],
    });
    // the session in the page's language only
    expect(takeEarlySession('sv')).toBeNull();
    takePageAnswers({ at: '/', locale: 'fi', identity, config: { auth: 'password' }, answers: [] });
    expect(await (await takeEarlySession('fi'))?.json()).toEqual(identity);
    expect(await (await takeEarlyConfig())?.json()).toEqual({ auth: 'password' });
    expect(takeEarlyData('GET', path, 'sv')).toBeUndefined();
    expect(takeEarlyData('GET', path, 'fi')).toEqual(kpis);
    // taken once
    expect(takeEarlyData('GET', path, 'fi')).toBeUndefined();
  });
});
