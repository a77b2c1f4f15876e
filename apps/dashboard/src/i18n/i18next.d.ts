import 'i18next';
import type { thTH } from './th-TH';
import type { thTHSavedViews } from './th-TH-saved-views';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof thTH & typeof thTHSavedViews };
    keySeparator: false;
    nsSeparator: false;
  }
}
