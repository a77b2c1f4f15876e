import { DEFAULT_LOCALE } from '@voc/domain';
import { i18n } from './i18n';
import { thTHAlerts } from './th-TH-alerts';

/** Imported for its effect by the alerts pages: their Thai texts join the catalogue when their code loads. */
i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', thTHAlerts, true, false);
