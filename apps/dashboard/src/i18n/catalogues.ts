import type { Locale } from '@voc/domain';
import { enUS } from './en-US';
import { type Catalogue, thTH } from './th-TH';

/** Every language's texts, by locale. */
export const CATALOGUES: Record<Locale, Catalogue> = {
  'th-TH': thTH,
  'en-US': enUS,
};
