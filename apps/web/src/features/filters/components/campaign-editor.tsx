import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_FLAG_VALUES, CAMPAIGN_STATES } from '@opinio/domain/constants';
import { useTranslation } from 'react-i18next';
import {
  type CampaignFlag,
  type CampaignState,
  campaignForm,
  campaignFormResult,
} from '../lib/campaign-form.ts';
import { type EditorProps, sameValues } from '../lib/editor-props.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';

/**
 * A mail campaign and how its recipients reacted; the rest waits until a campaign is chosen
 * (docs/product.md#filter-kinds).
 */
export function CampaignEditor({ survey, filter, label, values, onApply }: EditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(values.join('*'), () => campaignForm(values));
  const result = campaignFormResult(draft);
  // the filter's options are the survey's campaigns (extName: the campaign's id)
  const campaigns =
    filter.options.length > 0
      ? filter.options.map((o) => ({ id: Number(o.extName), name: o.title }))
      : survey.campaigns;
  const noCampaigns = campaigns.length === 0;
  const waiting = draft.campaignId === '';
  const flag = (which: 'opened' | 'clicked') => (
    <TextField
      select
      size="small"
      label={t(`filter.campaign.${which}Label`)}
      value={draft[which]}
      disabled={waiting}
      onChange={(event) => setDraft({ ...draft, [which]: event.target.value as CampaignFlag })}
      sx={{ flex: 1, minWidth: 0 }}
    >
      {CAMPAIGN_FLAG_VALUES.map((v) => (
        <MenuItem key={v} value={v}>
          {t(`filter.campaign.flag.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <EditorForm
      name={filter.extName}
      label={label}
      canApply={result.ok && !sameValues([result.value], values)}
      onApply={() => result.ok && onApply([result.value])}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      <TextField
        select
        size="small"
        label={t('filter.campaign.campaign')}
        value={draft.campaignId}
        disabled={noCampaigns}
        onChange={(event) => setDraft({ ...draft, campaignId: event.target.value })}
        helperText={
          noCampaigns ? t('filter.campaign.noneYet') : waiting ? t('filter.campaign.chooseFirst') : undefined
        }
      >
        {campaigns.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('filter.campaign.days')}
        value={draft.days}
        disabled={waiting}
        onChange={(event) => setDraft({ ...draft, days: event.target.value })}
        error={!result.ok && result.reason === 'days'}
        helperText={waiting ? undefined : t('filter.campaign.daysHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        select
        size="small"
        label={t('filter.campaign.stateLabel')}
        value={draft.state}
        disabled={waiting}
        onChange={(event) => setDraft({ ...draft, state: event.target.value as CampaignState })}
      >
        {CAMPAIGN_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`filter.campaign.state.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        {flag('opened')}
        {flag('clicked')}
      </Stack>
      {!result.ok && result.reason === 'days' && (
        <Typography variant="caption" color="error">
          {t('filter.campaign.daysInvalid')}
        </Typography>
      )}
    </EditorForm>
  );
}
