import 'i18next';
import type { thTH } from './th-TH';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof thTH };
    keySeparator: false;
    nsSeparator: false;
  }
}
