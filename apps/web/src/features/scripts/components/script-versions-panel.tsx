import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TScript } from '@opinio/domain/schemas/survey-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { ScriptVersionDialog } from './script-version-dialog.tsx';

type Version = TScript['versions'][number];

interface ScriptVersionsPanelProps {
  script: TScript;
  /** An earlier version's source goes into the editor (saving makes it a new version). */
  onRestore: (version: number, source: string) => void;
}

/** Every saved version, newest first: who saved it and when; each can be read and restored. */
export function ScriptVersionsPanel({ script, onRestore }: ScriptVersionsPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [viewing, setViewing] = useState<Version | null>(null);
  const versions = [...script.versions].sort((a, b) => b.version - a.version);
  return (
    <Panel title={t('scripts.versions')} testId="script-versions">
      {versions.length === 0 ? (
        <EmptyState text={t('scripts.versionsEmpty')} />
      ) : (
        <List dense disablePadding sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {versions.map((version) => (
            <ListItem
              key={version.version}
              divider
              disableGutters
              data-testid={`script-version-${version.version}`}
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => setViewing(version)}
                  aria-label={t('scripts.viewVersion', { version: version.version })}
                >
                  {t('scripts.view')}
                </Button>
              }
            >
              <ListItemText
                primary={
                  version.version === script.version
                    ? t('scripts.versionCurrent', { version: version.version })
                    : t('scripts.versionShort', { version: version.version })
                }
                secondary={`${formatDate(version.savedAt, locale, { dateStyle: 'medium', timeStyle: 'short' })} · ${
                  version.savedBy ?? t('scripts.savedByUnknown')
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {viewing && (
        <ScriptVersionDialog
          version={viewing}
          current={viewing.version === script.version}
          onClose={() => setViewing(null)}
          onRestore={() => {
            onRestore(viewing.version, viewing.source);
            setViewing(null);
          }}
        />
      )}
    </Panel>
  );
}
