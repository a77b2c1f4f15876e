import { DEFAULT_LOCALE } from '@voc/domain';
import { i18n } from './i18n';
import { thTHReportReading } from './th-TH-report-reading';

/** Imported for its effect by the report filter panel: its Thai texts join the catalogue when its code loads. */
i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', thTHReportReading, true, false);
