// @vitest-environment happy-dom
import MenuList from '@mui/material/MenuList';
import type { TReportListItem } from '@opinio/domain/schemas/reports';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { RecentReportItems } from './recent-report-items.tsx';

const REPORT: TReportListItem = {
  reportUUID: '3f1c2a9e-0000-4000-8000-000000000001',
  status: 'FINISHED',
  queuePosition: 0,
  kind: 'indicators',
  progress: { done: 1, total: 1 },
  fileName: 'indicators.xlsx',
  size: 1000,
  error: null,
  failure: null,
  createdAt: '2026-11-24T10:15:00Z',
  finishedAt: '2026-11-24T10:16:00Z',
  expiresAt: '2026-12-01T10:16:00Z',
  unit: 'Pohjoinen alue',
  filters: ['Kanava: Verkkokauppa', 'Jakso: 26.8.2026 – 24.11.2026 (viimeiset 90 päivää)'],
};

describe('RecentReportItems', () => {
  it('names the unit, the date in the user’s language and the filters in words', async () => {
    answerCalls((call) =>
      call.path === '/api/vuejs/reports/list/demo' ? { body: { reports: [REPORT] } } : undefined,
    );
    await renderWithApp(
      <MenuList>
        <RecentReportItems survey="demo" open onNavigate={() => {}} onShowAll={() => {}} />
      </MenuList>,
      { language: 'fi' },
    );
    const item = await screen.findByTestId('report-recent');
    expect(item.textContent).toContain('Pohjoinen alue');
    expect(item.textContent).toContain('24.11.2026');
    expect(item.textContent).not.toMatch(/11\/24\/26/);
    expect(item.textContent).toContain('Kanava: Verkkokauppa; Jakso: 26.8.2026 – 24.11.2026');
  });
});
