import type { CAMPAIGN_FLAG_VALUES, CAMPAIGN_STATES } from '@opinio/domain/constants';
import { formatCampaignFilter, parseCampaignFilter } from '@opinio/domain/filter-values';

export type CampaignState = (typeof CAMPAIGN_STATES)[number];
export type CampaignFlag = (typeof CAMPAIGN_FLAG_VALUES)[number];

/** The campaign form; campaignId '' until one is chosen (the other fields wait for it). */
export interface CampaignForm {
  campaignId: string;
  days: string;
  state: CampaignState;
  opened: CampaignFlag;
  clicked: CampaignFlag;
}

export function campaignForm(values: readonly string[]): CampaignForm {
  const parsed = values.length === 1 ? parseCampaignFilter(values[0]) : null;
  if (!parsed?.ok) return { campaignId: '', days: '', state: 'any', opened: 'any', clicked: 'any' };
  const v = parsed.value;
  return {
    campaignId: String(v.campaignId),
    days: v.days === null ? '' : String(v.days),
    state: v.state,
    opened: v.opened,
    clicked: v.clicked,
  };
}

export type CampaignFormResult = { ok: true; value: string } | { ok: false; reason: 'noCampaign' | 'days' };

/** "campaign:days:state:opened:clicked", e.g. "12:7:delivered:yes:any"; days may be left empty. */
export function campaignFormResult(form: CampaignForm): CampaignFormResult {
  if (!/^\d{1,9}$/.test(form.campaignId)) return { ok: false, reason: 'noCampaign' };
  const days = form.days.trim();
  if (days !== '' && !/^\d{1,5}$/.test(days)) return { ok: false, reason: 'days' };
  return {
    ok: true,
    value: formatCampaignFilter({
      campaignId: Number(form.campaignId),
      days: days === '' ? null : Number(days),
      state: form.state,
      opened: form.opened,
      clicked: form.clicked,
    }),
  };
}
