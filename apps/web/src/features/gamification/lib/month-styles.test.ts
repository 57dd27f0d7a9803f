import { describe, expect, it } from 'vitest';
import { monthStyles } from './month-styles.ts';

const palette = ['#0000c8', '#8a6100', '#00785a'];

describe('month styles', () => {
  it('gives each month a colour of the palette, in order', () => {
    expect(monthStyles(2, palette)).toEqual([{ color: '#0000c8' }, { color: '#8a6100' }]);
  });

  it('stripes the colours when they come round again, differently each round', () => {
    const styles = monthStyles(10, palette);
    expect(styles[3].color).toBe('#0000c8');
    expect(styles[3].decal).toBeDefined();
    expect(styles[6].decal?.rotation).not.toBe(styles[3].decal?.rotation);
    const looks = styles.map((s) => `${s.color} ${s.decal?.rotation ?? 'plain'}`);
    expect(new Set(looks).size).toBe(10);
  });
});
