import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_HIERARCHY_LEVELS, QUESTION_VIEW_LEVELS } from '@opinio/domain/level-names';
import { isLocale, resolveText } from '@opinio/domain/localized-text';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem, removeItem, replaceItem } from '../lib/array-edit.ts';
import { issueText } from '../lib/block-issues.ts';
import { asRecord, type BlockFormProps, textOf } from './block-form-props.ts';
import { focusSoon, ItemActions } from './item-actions.tsx';
import { LocalizedTextFields } from './localized-text-fields.tsx';

/** A view's name in headings: its title in the UI's language, else its extName. */
function viewName(view: Record<string, unknown>, locale: string): string {
  const title = view.title;
  const text =
    typeof title === 'string' || (title && typeof title === 'object')
      ? resolveText(title as TLocalizedText, isLocale(locale) ? locale : null, 'en')
      : '';
  return text || textOf(view.extName);
}

/**
 * The survey's views: each one's title and the names of its hierarchy levels (level 1, the
 * root, first). Which views there are and what they show is edited as JSON.
 */
export function ViewsForm({ value, onChange, issues }: BlockFormProps) {
  const { i18n } = useTranslation();
  const views = Array.isArray(value) ? value : [];
  const setView = (index: number, field: string, next: unknown) =>
    onChange(replaceItem(views, index, { ...asRecord(views[index]), [field]: next }));
  return (
    <Stack spacing={2}>
      {views.map((item, index) => {
        const view = asRecord(item);
        return (
          <ViewFields
            // the views' order is fixed here: the position is the identity
            // biome-ignore lint/suspicious/noArrayIndexKey: views are neither added nor moved in the form
            key={index}
            index={index}
            name={viewName(view, i18n.language)}
            view={view}
            issues={issues}
            onChange={(field, next) => setView(index, field, next)}
          />
        );
      })}
    </Stack>
  );
}

interface ViewFieldsProps {
  index: number;
  name: string;
  view: Record<string, unknown>;
  issues: BlockFormProps['issues'];
  onChange: (field: string, next: unknown) => void;
}

function ViewFields({ index, name, view, issues, onChange }: ViewFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const levels: unknown[] = Array.isArray(view.levelNames) ? view.levelNames : [];
  const max = view.kind === 'question' ? QUESTION_VIEW_LEVELS : MAX_HIERARCHY_LEVELS;
  // no names at all: the field is left out, as in a block written before levels had names
  const setLevels = (next: unknown[]) => onChange('levelNames', next.length > 0 ? next : undefined);
  const headingId = `${id}-heading`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('configuration.views.view', { name })}
        </Typography>
        <LocalizedTextFields
          label={t('configuration.views.title')}
          value={view.title}
          onChange={(next) => onChange('title', next)}
          issues={issues}
          path={[index, 'title']}
          testId={`view-${index}-title`}
        />
        <Stack spacing={0.5}>
          <Typography component="h4" variant="subtitle2">
            {t('configuration.views.levels')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('configuration.views.levelsHelp')}
          </Typography>
          {issueText(issues, [index, 'levelNames']) && (
            <Typography variant="body2" color="error" role="alert">
              {issueText(issues, [index, 'levelNames'])}
            </Typography>
          )}
        </Stack>
        {levels.map((level, n) => (
          <Stack
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position in the hierarchy
            key={n}
            direction="row"
            sx={{ gap: 1, alignItems: 'flex-start' }}
          >
            <div style={{ flex: 1, minWidth: 0 }}>
              <LocalizedTextFields
                label={t('configuration.views.level', { level: n + 1 })}
                value={level}
                onChange={(next) => setLevels(replaceItem(levels, n, next))}
                issues={issues}
                path={[index, 'levelNames', n]}
                testId={`view-${index}-level-${n + 1}`}
              />
            </div>
            <ItemActions
              idPrefix={`${id}-level`}
              itemName={t('configuration.views.level', { level: n + 1 })}
              index={n}
              count={levels.length}
              onMove={(to) => setLevels(moveItem(levels, n, to))}
              onRemove={() => {
                setLevels(removeItem(levels, n));
                focusSoon(`${id}-add`);
              }}
            />
          </Stack>
        ))}
        <div>
          <Button
            id={`${id}-add`}
            size="small"
            startIcon={<AddIcon />}
            disabled={levels.length >= max}
            onClick={() => setLevels([...levels, {}])}
            data-testid={`view-${index}-add-level`}
          >
            {t('configuration.views.addLevel', { level: levels.length + 1 })}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
