import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOCALES, type Locale } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../lib/store/store-hooks';
import { localeChanged, selectLocale } from '../../lib/store/ui-slice';

/** ไทย / English. The choice is kept in the store; LocaleSync applies and remembers it. */
export function LanguageSwitcher({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_event, next: Locale | null) => next && dispatch(localeChanged(next))}
      aria-label={t('language.switch')}
      sx={
        onDark
          ? {
              // Full white on the red bar: 80 % white fell below the 4.5:1 contrast WCAG AA asks (axe).
              '& .MuiToggleButton-root': { color: '#fff', borderColor: 'rgba(255,255,255,0.7)', py: 0.25 },
              '& .MuiToggleButton-root.Mui-selected': { color: 'primary.main', bgcolor: '#fff' },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.9)' },
            }
          : { '& .MuiToggleButton-root': { py: 0.25, color: 'text.primary' } }
      }
    >
      {LOCALES.map((option) => (
        <ToggleButton key={option} value={option} lang={option}>
          {t(`language.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
