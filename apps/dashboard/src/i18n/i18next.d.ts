import 'i18next';
import type { thTH } from './th-TH';
import type { thTHAlerts } from './th-TH-alerts';
import type { thTHBrief } from './th-TH-brief';
import type { thTHReportReading } from './th-TH-report-reading';
import type { thTHSavedViews } from './th-TH-saved-views';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof thTH & typeof thTHSavedViews & typeof thTHBrief & typeof thTHAlerts & typeof thTHReportReading };
    keySeparator: false;
    nsSeparator: false;
  }
}
