import { setupApi } from '@opinio/domain/api/setup';
import { describe, expect, it } from 'vitest';
import { SETUP_STATE_PATH } from './setup-state-call.ts';

describe('the setup check of the page that loads before the app', () => {
  it('is the route table’s setup state', () => {
    expect(SETUP_STATE_PATH).toBe(setupApi.state.path);
    expect(setupApi.state.method).toBe('GET');
  });
});
