// @vitest-environment happy-dom
import { WEBHOOK_EVENTS } from '@opinio/domain/schemas/webhooks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, refuse, renderWithApp } from '@/testing/render.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';

const CREATED = {
  id: 9,
  name: 'Ops',
  url: 'http://127.0.0.1:8080/opinio',
  events: ['alert.created'],
  active: true,
  secret: 'whsec_x',
  createdBy: 'admin',
  createdAt: '2026-11-28T08:00:00Z',
  delivered: 0,
  failing: 0,
};

/** The dialog for a new endpoint on a server that takes http (a demo) or only https. */
async function draw(httpAllowed: boolean, language: 'en' | 'fi' | 'sv' = 'en') {
  const calls = answerCalls((call) =>
    call.path === '/api/vuejs/webhooks/demo'
      ? { body: { ...CREATED, url: (call.body as { url: string }).url } }
      : undefined,
  );
  const drawn = await renderWithApp(
    <WebhookFormDialog
      surveyExtName="demo"
      events={WEBHOOK_EVENTS}
      httpAllowed={httpAllowed}
      onClose={() => {}}
    />,
    { language },
  );
  const url = screen.getByTestId('webhook-url') as HTMLInputElement;
  const help = () => document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent;
  const fill = async (address: string) => {
    await drawn.user.type(screen.getByTestId('webhook-name'), 'Ops');
    await drawn.user.type(url, address);
    await drawn.user.click(
      screen.getByRole('button', { name: /^(Add webhook|Lisää webhook|Lägg till webhook)$/ }),
    );
  };
  const creates = () => calls.filter((c) => c.path === '/api/vuejs/webhooks/demo');
  return { ...drawn, help, fill, creates, calls };
}

describe('WebhookFormDialog: the address it takes, said as it is', () => {
  it('where only https is taken, says so and refuses http before sending anything', async () => {
    const { help, fill, creates } = await draw(false);
    expect(help()).toBe('An https address that takes a POST with a JSON body.');
    await fill('http://hooks.example.com/opinio');
    expect(help()).toBe('Give an https address, without a user name or password in it.');
    expect(creates()).toEqual([]);
  });

  it('where http is taken (a demo), says for what, and sends an http address', async () => {
    const { help, fill, creates } = await draw(true);
    expect(help()).toBe(
      'An https address that takes a POST with a JSON body. This server also takes http, for a receiver on its own machine or network only.',
    );
    await fill('http://127.0.0.1:8080/opinio');
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates().map((c) => c.body)).toMatchObject([{ url: 'http://127.0.0.1:8080/opinio' }]);
  });

  it('says it in Finnish and Swedish too', async () => {
    const fi = await draw(false, 'fi');
    expect(fi.help()).toBe('https-osoite, joka ottaa vastaan POST-pyynnön JSON-sisällöllä.');
    fi.unmount();
    const sv = await draw(true, 'sv');
    expect(sv.help()).toBe(
      'En https-adress som tar emot en POST med JSON-innehåll. Den här servern tar även emot http, men bara för en mottagare på dess egen dator eller i dess eget nätverk.',
    );
  });

  it("the server's refusal of an http address is shown at the field in the user's language", async () => {
    answerCalls((call) =>
      call.path === '/api/vuejs/webhooks/demo'
        ? refuse(400, 'https_required', 'Give an https address', 'url')
        : undefined,
    );
    const drawn = await renderWithApp(
      <WebhookFormDialog surveyExtName="demo" events={WEBHOOK_EVENTS} httpAllowed onClose={() => {}} />,
      { language: 'fi' },
    );
    await drawn.user.type(screen.getByTestId('webhook-name'), 'Ops');
    await drawn.user.type(screen.getByTestId('webhook-url'), 'http://hooks.example.com/opinio');
    await drawn.user.click(screen.getByRole('button', { name: 'Lisää webhook' }));
    expect(
      await screen.findByText(
        'Anna https-osoite: tämä palvelin ei ota tässä vastaan salaamatonta http-osoitetta.',
      ),
    ).toBeTruthy();
  });
});
