import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const draw = (component: (props: { name: string }) => unknown) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement('i', null, 'loading') },
      createElement(component as typeof Greeting, { name: 'Aino' }),
    ),
  );

describe('preloadable', () => {
  it('draws at once once its file has loaded; before that it suspends as React.lazy does', async () => {
    let loads = 0;
    const Part = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    expect(draw(Part)).toContain('loading');
    await Part.preload();
    expect(draw(Part)).toContain('Hello Aino');
    await Part.preload();
    expect(loads).toBe(1);
  });

  it('a failed load is tried again by the next preload', async () => {
    let attempt = 0;
    const Part = preloadable(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(draw(Part)).toContain('Hello Aino');
    expect(attempt).toBe(2);
  });
});
