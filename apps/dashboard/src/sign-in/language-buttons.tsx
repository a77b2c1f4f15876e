import { LOCALES, type Locale } from '@voc/domain';
import { useTranslation } from 'react-i18next';

/** ไทย / English on the sign-in screen's bar (app/shell/language-switcher.tsx without MUI). */
export function LanguageButtons({ locale, onChange }: { locale: Locale; onChange: (next: Locale) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('language.switch')} className="si-languages">
      {LOCALES.map((option) => (
        <button key={option} type="button" lang={option} aria-pressed={option === locale} className="si-language" onClick={() => option !== locale && onChange(option)}>
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
