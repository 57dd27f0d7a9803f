import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTACT_STATES } from '@opinio/domain/schemas/samples';
import { useTranslation } from 'react-i18next';
import type { CampaignForm } from '../../lib/campaign-form.ts';

interface ContactFieldsProps {
  form: CampaignForm;
  onChange: (changes: Partial<CampaignForm>) => void;
  quarantineError: string;
}

/** Which contacts of the node the campaign goes to: their state, a search, and the days since their last invitation. */
export function ContactFields({ form, onChange, quarantineError }: ContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          label={t('campaigns.create.state')}
          value={form.state}
          onChange={(event) => onChange({ state: event.target.value as CampaignForm['state'] })}
          sx={{ minWidth: 220 }}
          data-testid="campaign-state"
        >
          <MenuItem value="any">{t('campaigns.create.anyState')}</MenuItem>
          {CONTACT_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {t(`samples.state.${state}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label={t('campaigns.create.search')}
          value={form.search}
          onChange={(event) => onChange({ search: event.target.value })}
          helperText={t('campaigns.create.searchHelp')}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'campaign-search' } }}
        />
      </Stack>
      <TextField
        label={t('campaigns.create.quarantine')}
        value={form.quarantineDays}
        onChange={(event) => onChange({ quarantineDays: event.target.value })}
        error={quarantineError !== ''}
        helperText={quarantineError || t('campaigns.create.quarantineHelp')}
        sx={{ maxWidth: 360 }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 3, 'data-testid': 'campaign-quarantine' },
        }}
      />
    </Stack>
  );
}
