import { DEALER_STATUSES, GEO_REGIONS } from '@voc/domain';
import type { TFunction } from 'i18next';
import type { Choice } from '../../../components/ui/choice-field';

/** Normal or closed, named in the user's language. */
export function dealerStatusChoices(t: TFunction): Choice[] {
  return DEALER_STATUSES.map((status) => ({ value: status, label: t(`dealers.status.${status}`) }));
}

/** The geographic regions (G.BANGKOK, CENTRAL, ...), named in the user's language. */
export function geoRegionChoices(t: TFunction): Choice[] {
  return GEO_REGIONS.map((region) => ({ value: region, label: t(`geoRegion.${region}`) }));
}

/** The province list of the language shown: Thai names, or English ones. */
export function provinceField(language: string): 'dealer_province' | 'dealer_province_en' {
  return language.startsWith('en') ? 'dealer_province_en' : 'dealer_province';
}
