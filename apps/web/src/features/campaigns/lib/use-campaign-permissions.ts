import { useIdentity } from '@/entities/session/api/identity.ts';

export interface CampaignPermissions {
  /** false while the identity loads. */
  known: boolean;
  manageCampaigns: boolean;
  manageTemplates: boolean;
  /** Campaigns' numbers and messages are part of the samples. */
  viewSamples: boolean;
}

/** What the signed-in user may do with campaigns and templates (root users may do everything). */
export function useCampaignPermissions(): CampaignPermissions {
  const identity = useIdentity().data;
  const has = (permission: 'campaigns.manage' | 'templates.manage' | 'samples.view') =>
    !!identity && (identity.isRoot || identity.permissions.includes(permission));
  return {
    known: !!identity,
    manageCampaigns: has('campaigns.manage'),
    manageTemplates: has('templates.manage'),
    viewSamples: has('samples.view'),
  };
}
