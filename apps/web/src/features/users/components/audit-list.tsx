import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TAuditEntry } from '@opinio/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The fields a change changed, each as "field: before → after". */
function changedFields(entry: TAuditEntry): Array<{ field: string; before: string; after: string }> {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/** Changes, newest first: what was done, by whom, when, and each field before and after. */
export function AuditList({ entries, showEntity = false }: { entries: TAuditEntry[]; showEntity?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (entries.length === 0) return <EmptyState text={t('audit.empty')} />;
  return (
    <List dense disablePadding data-testid="audit-list">
      {entries.map((entry) => {
        const changes = entry.before && entry.after ? changedFields(entry) : [];
        return (
          <ListItem key={entry.id} divider alignItems="flex-start" sx={{ px: 0 }}>
            <ListItemText
              primary={
                <>
                  <strong>{t(`audit.action.${entry.action}`, { defaultValue: entry.action })}</strong>
                  {showEntity && entry.entity && ` · ${entry.entity} ${entry.entityId ?? ''}`}
                  {' · '}
                  {entry.actor ? t('audit.by', { actor: entry.actor }) : t('audit.system')}
                </>
              }
              secondary={
                <>
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {formatDate(entry.at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Typography>
                  {changes.map((change) => (
                    <Typography
                      component="span"
                      variant="caption"
                      key={change.field}
                      sx={{ display: 'block' }}
                    >
                      {t('audit.change', change)}
                    </Typography>
                  ))}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
