import type { Locale } from '@voc/domain';
import { enUS } from './en-US';
import { type Catalogue, thTH } from './th-TH';
import { thTHAlerts } from './th-TH-alerts';
import { thTHBrief } from './th-TH-brief';
import { thTHReportReading } from './th-TH-report-reading';
import { thTHSavedViews } from './th-TH-saved-views';

/** Every language's texts, by locale. */
export const CATALOGUES: Record<Locale, Catalogue> = {
  'th-TH': { ...thTH, ...thTHSavedViews, ...thTHBrief, ...thTHAlerts, ...thTHReportReading },
  'en-US': enUS,
};
