import { DEFAULT_LOCALE } from '@voc/domain';
import { i18n } from './i18n';
import { thTHSavedViews } from './th-TH-saved-views';

/**
 * Imported for its effect by the components that show saved views or the KPI tables' targets: their
 * Thai texts join the catalogue when their code loads, never with /app/main's first load.
 */
i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', thTHSavedViews, true, false);
