import { describe, expect, it } from 'vitest';
import { campaignForm, campaignFormResult } from './campaign-form.ts';

describe('campaign form', () => {
  it('needs a campaign before anything else', () => {
    expect(campaignFormResult(campaignForm([]))).toEqual({ ok: false, reason: 'noCampaign' });
  });

  it('writes campaign:days:state:opened:clicked, days optional', () => {
    const form = { campaignId: '12', days: '7', state: 'delivered', opened: 'yes', clicked: 'any' } as const;
    expect(campaignFormResult(form)).toEqual({ ok: true, value: '12:7:delivered:yes:any' });
    expect(campaignFormResult({ ...form, days: '' })).toEqual({ ok: true, value: '12::delivered:yes:any' });
    expect(campaignFormResult({ ...form, days: '-1' })).toEqual({ ok: false, reason: 'days' });
  });

  it('reads the current value back', () => {
    expect(campaignForm(['12:7:delivered:yes:any'])).toEqual({
      campaignId: '12',
      days: '7',
      state: 'delivered',
      opened: 'yes',
      clicked: 'any',
    });
  });
});
