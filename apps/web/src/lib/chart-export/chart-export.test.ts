import { describe, expect, it } from 'vitest';
import { exportFileName } from './chart-image.ts';
import { printDocument } from './print-chart.ts';

describe('chart export', () => {
  it('file names come from the chart title', () => {
    expect(exportFileName('Trend: NPS', 'png')).toBe('trend-nps.png');
    expect(exportFileName('Vastaukset: Äänestys ja työ', 'pdf')).toBe('vastaukset-aanestys-ja-tyo.pdf');
    expect(exportFileName('***', 'pdf')).toBe('chart.pdf');
  });

  it('the printed page holds only the title and the image, with the title escaped', () => {
    const html = printDocument(
      { dataUrl: 'data:image/png;base64,AAAA', width: 10, height: 10 },
      'Sales <b>&</b> "service"',
      'fi',
    );
    expect(html).toContain('<h1>Sales &lt;b&gt;&amp;&lt;/b&gt; &quot;service&quot;</h1>');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(html).toContain('<html lang="fi">');
    expect(html).not.toContain('<script');
  });
});
