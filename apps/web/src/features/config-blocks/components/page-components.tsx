import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPONENT_TYPES, type TComponentType } from '@opinio/domain/schemas/survey';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem, removeItem, replaceItem } from '../lib/array-edit.ts';
import { type BlockIssue, issueText } from '../lib/block-issues.ts';
import type { JsonPath } from '../lib/json-path.ts';
import { asRecord } from './block-form-props.ts';
import { ComponentConfigField } from './component-config-field.tsx';
import { focusSoon, ItemActions } from './item-actions.tsx';
import { LocalizedTextFields } from './localized-text-fields.tsx';

interface PageComponentsProps {
  components: unknown;
  onChange: (next: unknown[]) => void;
  issues: readonly BlockIssue[];
  /** The components' path in the block: [pageIndex, 'components']. */
  path: JsonPath;
}

/** A page's components in order: type, title and config each; add, move and remove. */
export function PageComponents({ components, onChange, issues, path }: PageComponentsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [newType, setNewType] = useState<TComponentType>('KpiTiles');
  const list = Array.isArray(components) ? components : [];
  const addId = `${id}-add`;
  // A type by its name in the UI language, with the name the JSON uses.
  const typeName = (type: string) =>
    (COMPONENT_TYPES as readonly string[]).includes(type)
      ? `${t(`configuration.componentType.${type as TComponentType}`)} (${type})`
      : type;

  return (
    <Stack spacing={1.5}>
      <Typography component="h4" variant="subtitle2">
        {t('configuration.pages.components', { count: list.length })}
      </Typography>
      {list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('configuration.pages.noComponents')}
        </Typography>
      )}
      {list.map((item, i) => {
        const component = asRecord(item);
        const type = typeof component.type === 'string' ? component.type : '';
        const set = (field: string, next: unknown) =>
          onChange(replaceItem(list, i, { ...component, [field]: next }));
        const name = t('configuration.pages.componentName', { number: i + 1, type: typeName(type) });
        const at = [...path, i];
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: components have no id; the fields follow their index
            key={i}
            variant="outlined"
            role="group"
            aria-label={name}
            data-testid={`component-${i}`}
            sx={{ p: 1.5, bgcolor: 'background.default', containerType: 'inline-size' }}
          >
            <Stack spacing={1.5}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <ItemActions
                  idPrefix={id}
                  itemName={name}
                  index={i}
                  count={list.length}
                  onMove={(to) => onChange(moveItem(list, i, to))}
                  onRemove={() => {
                    onChange(removeItem(list, i));
                    focusSoon(addId);
                  }}
                />
              </Stack>
              <TextField
                select
                size="small"
                label={t('configuration.pages.type')}
                value={(COMPONENT_TYPES as readonly string[]).includes(type) ? type : ''}
                // each type has its own settings: the old ones would not fit
                onChange={(e) =>
                  onChange(replaceItem(list, i, { ...component, type: e.target.value, config: {} }))
                }
                error={!!issueText(issues, [...at, 'type'])}
                helperText={issueText(issues, [...at, 'type'])}
                sx={{ maxWidth: 360 }}
                slotProps={{ htmlInput: { 'data-testid': `component-${i}-type` } }}
              >
                {COMPONENT_TYPES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {typeName(option)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Switch
                    size="small"
                    checked={component.title !== null && component.title !== undefined}
                    onChange={(e) => set('title', e.target.checked ? '' : null)}
                  />
                }
                label={t('configuration.pages.hasTitle')}
              />
              {component.title !== null && component.title !== undefined && (
                <LocalizedTextFields
                  label={t('configuration.pages.componentTitle')}
                  value={component.title}
                  onChange={(next) => set('title', next)}
                  issues={issues}
                  path={[...at, 'title']}
                />
              )}
              <ComponentConfigField
                label={t('configuration.pages.configOf', { name })}
                value={component.config}
                onChange={(next) => set('config', next)}
                issues={issues}
                path={[...at, 'config']}
                testId={`component-${i}-config`}
              />
            </Stack>
          </Paper>
        );
      })}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('configuration.pages.newType')}
          value={newType}
          onChange={(e) => setNewType(e.target.value as TComponentType)}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
          slotProps={{ htmlInput: { 'data-testid': 'new-component-type' } }}
        >
          {COMPONENT_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {typeName(option)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          id={addId}
          variant="outlined"
          startIcon={<AddIcon aria-hidden />}
          onClick={() => onChange([...list, { type: newType, title: null, config: {} }])}
          data-testid="add-component"
        >
          {t('configuration.pages.addComponent')}
        </Button>
      </Stack>
    </Stack>
  );
}
