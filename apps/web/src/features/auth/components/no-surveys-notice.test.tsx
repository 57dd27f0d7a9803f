// @vitest-environment happy-dom
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectionProvider } from '@/entities/selection/lib/selection.tsx';
import { renderWithApp } from '@/testing/render.tsx';
import { NoSurveysNotice } from './no-surveys-notice.tsx';

const identity = (noUnit: boolean) =>
  ({ loginStatus: 0, surveys: [], displayName: 'Sanna Uusi', noUnit }) as unknown as TUserIdentity;

/** The notice as the sign-in screen draws it (its sign-out button forgets the selection). */
const notice = (noUnit: boolean) => (
  <SelectionProvider>
    <NoSurveysNotice identity={identity(noUnit)} />
  </SelectionProvider>
);

describe('NoSurveysNotice', () => {
  it('tells a member without a unit that none is given yet and whom to ask, in every language', async () => {
    const said = {
      en: 'No unit has been assigned to you yet, so there is nothing to show. Ask your administrator to give you one.',
      fi: 'Sinulle ei ole vielä annettu yksikköä, joten näytettävää ei ole. Pyydä ylläpitäjää antamaan sinulle yksikkö.',
      sv: 'Du har inte fått någon enhet ännu, så det finns inget att visa. Be din administratör att ge dig en.',
    } as const;
    for (const language of ['en', 'fi', 'sv'] as const) {
      const drawn = await renderWithApp(notice(true), { language });
      expect((await screen.findByTestId('no-surveys-reason')).textContent).toBe(said[language]);
      drawn.unmount();
    }
  });

  it('says there is no survey when the member has a unit but the universe shows them none', async () => {
    await renderWithApp(notice(false));
    expect((await screen.findByTestId('no-surveys-reason')).textContent).toBe(
      'There are no surveys for your account yet. Ask your administrator for access.',
    );
  });
});
