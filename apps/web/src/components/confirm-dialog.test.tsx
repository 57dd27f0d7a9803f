// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Asking({ action }: { action: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<unknown>(null);
  if (!open) return <p>closed</p>;
  return (
    <ConfirmDialog
      title="Delete the key?"
      body="Calls with it stop working."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      error={error}
      onConfirm={async () => {
        try {
          await action();
          setOpen(false);
        } catch (e) {
          setError(e);
          throw e;
        }
      }}
      onClose={() => setOpen(false)}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its body, Cancel focused', async () => {
    await renderWithApp(<Asking action={async () => {}} />);
    expect(
      screen.getByRole('alertdialog', {
        name: 'Delete the key?',
        description: 'Calls with it stop working.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
  });

  it('Enter on the focused Cancel closes without acting; the action runs only by Delete', async () => {
    const action = vi.fn(async () => {});
    const { user } = await renderWithApp(<Asking action={action} />);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('closed')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('Tab reaches Delete, and confirming runs the action and closes', async () => {
    const action = vi.fn(async () => {});
    const { user } = await renderWithApp(<Asking action={action} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('a failed action shows its message in the dialog, which stays open', async () => {
    const { user } = await renderWithApp(
      <Asking
        action={async () => {
          throw new ApiError(409, 'in_use', 'The key is in use.');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This is in use and cannot be changed or removed.',
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('while the action runs its buttons wait and Escape does not close it', async () => {
    const { user } = await renderWithApp(
      <ConfirmDialog
        title="Send?"
        body="Messages cannot be called back."
        cancelLabel="Cancel"
        confirmLabel="Send"
        tone="primary"
        pending
        onConfirm={() => {}}
        onClose={() => {
          throw new Error('closed while pending');
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
