import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSnackbar, getSnackbarState, showSnackbar } from './snackbar.ts';

describe('snackbar', () => {
  afterEach(() => {
    closeSnackbar();
    vi.useRealTimers();
  });

  it('a new message while one is open closes it and shows the new one after 300 ms', () => {
    vi.useFakeTimers();
    showSnackbar('first', 'info');
    expect(getSnackbarState().message?.text).toBe('first');
    showSnackbar('second', 'error');
    expect(getSnackbarState()).toMatchObject({ open: false, message: { text: 'first' } });
    vi.advanceTimersByTime(299);
    expect(getSnackbarState().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getSnackbarState()).toMatchObject({ open: true, message: { text: 'second', severity: 'error' } });
  });

  it('a message can carry an action', () => {
    const run = vi.fn();
    showSnackbar('Report ready for download', 'success', { label: 'Download', run });
    expect(getSnackbarState().message).toMatchObject({ severity: 'success', action: { label: 'Download' } });
    getSnackbarState().message?.action?.run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('the same message twice is shown once', () => {
    showSnackbar('same', 'error');
    const shown = getSnackbarState().message?.id;
    showSnackbar('same', 'error');
    expect(getSnackbarState()).toMatchObject({ open: true, message: { id: shown } });
  });
});
