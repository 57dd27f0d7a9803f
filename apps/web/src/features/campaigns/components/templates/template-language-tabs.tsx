import AddIcon from '@mui/icons-material/Add';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { TEMPLATE_LOCALES } from '../../lib/template-draft.ts';

interface TemplateLanguageTabsProps {
  locales: readonly TLocale[];
  active: TLocale;
  onSelect: (locale: TLocale) => void;
  /** Languages with a refused or missing text: marked on their tab. */
  withProblems: ReadonlySet<TLocale>;
  /** Absent when read-only. */
  onAdd?: (locale: TLocale) => void;
  /** The id prefix of the tab panels (`${panelId}-${locale}`). */
  panelId: string;
}

/** A tab per language of the template, and a menu adding one it does not have yet. */
export function TemplateLanguageTabs({
  locales,
  active,
  onSelect,
  withProblems,
  onAdd,
  panelId,
}: TemplateLanguageTabsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const missing = TEMPLATE_LOCALES.filter((locale) => !locales.includes(locale));
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs
        value={active}
        onChange={(_, locale: TLocale) => onSelect(locale)}
        aria-label={t('templates.languages')}
        variant="scrollable"
        // many languages on a phone: arrows say there are more
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ minHeight: 40, maxWidth: '100%' }}
      >
        {locales.map((locale) => (
          <Tab
            key={locale}
            value={locale}
            id={`${panelId}-tab-${locale}`}
            // only the language on screen has its panel
            aria-controls={locale === active ? `${panelId}-${locale}` : undefined}
            data-testid={`template-language-${locale}`}
            sx={{ minHeight: 40 }}
            iconPosition="end"
            icon={
              withProblems.has(locale) ? (
                <ErrorOutlinedIcon fontSize="small" color="error" aria-hidden />
              ) : undefined
            }
            label={
              <span>
                {t(`templates.language.${locale}`)}
                {withProblems.has(locale) && (
                  <VisuallyHidden>{` (${t('templates.languageHasProblems')})`}</VisuallyHidden>
                )}
              </span>
            }
          />
        ))}
      </Tabs>
      {onAdd && missing.length > 0 && (
        <>
          <Button
            size="small"
            startIcon={<AddIcon aria-hidden />}
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            aria-controls={anchor ? menuId : undefined}
            data-testid="template-add-language"
          >
            {t('templates.addLanguage')}
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {missing.map((locale) => (
              <MenuItem
                key={locale}
                onClick={() => {
                  setAnchor(null);
                  onAdd(locale);
                }}
                data-testid={`template-add-${locale}`}
              >
                {t(`templates.language.${locale}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Stack>
  );
}
