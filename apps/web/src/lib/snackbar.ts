import { SNACKBAR_RESHOW_DELAY_MS } from '@opinio/domain/constants';
import { useSyncExternalStore } from 'react';

export type SnackbarSeverity = 'error' | 'warning' | 'info' | 'success';

/** A button beside the message, e.g. "Download" for a report that is ready. */
export interface SnackbarAction {
  label: string;
  run: () => void;
}

interface SnackbarMessage {
  id: number;
  text: string;
  severity: SnackbarSeverity;
  action?: SnackbarAction;
}

export interface SnackbarState {
  open: boolean;
  message: SnackbarMessage | null;
}

/**
 * One snackbar for the whole app, usable outside React (the query cache reports API
 * errors here). Showing a message while one is open closes it and re-shows after 300 ms.
 */
let state: SnackbarState = { open: false, message: null };
let nextId = 1;
let pending: SnackbarMessage | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setState(next: SnackbarState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function showSnackbar(
  text: string,
  severity: SnackbarSeverity = 'info',
  action?: SnackbarAction,
): void {
  // Several panels failing on the same cause say it once.
  if ((state.open && state.message?.text === text) || pending?.text === text) return;
  const message: SnackbarMessage = { id: nextId++, text, severity, ...(action ? { action } : {}) };
  if (timer) {
    pending = message;
    return;
  }
  if (!state.open) {
    setState({ open: true, message });
    return;
  }
  pending = message;
  setState({ open: false, message: state.message });
  timer = setTimeout(() => {
    timer = null;
    const shown = pending;
    pending = null;
    if (shown) setState({ open: true, message: shown });
  }, SNACKBAR_RESHOW_DELAY_MS);
}

export function closeSnackbar(): void {
  if (state.open) setState({ open: false, message: state.message });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @internal */
export function getSnackbarState(): SnackbarState {
  return state;
}

export function useSnackbarState(): SnackbarState {
  return useSyncExternalStore(subscribe, getSnackbarState, getSnackbarState);
}
