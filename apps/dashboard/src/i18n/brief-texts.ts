import { DEFAULT_LOCALE } from '@voc/domain';
import { i18n } from './i18n';
import { thTHBrief } from './th-TH-brief';

/** Imported for its effect by the brief page: its Thai texts join the catalogue when its code loads. */
i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', thTHBrief, true, false);
