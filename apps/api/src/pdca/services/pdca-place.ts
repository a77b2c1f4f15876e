import type { PdcaDealerLabel } from '@voc/contracts';
import type { PdcaPlanPlace, TicketType } from '@voc/domain';
import type { DealerRecord } from '@voc/persistence';
import type { DealerLabel } from '../../dealers/repositories/dealers.repository';

/** The branch's area and region for a plan's type, as tickets of that type carry them. */
export function planPlace(dealer: DealerRecord, type: TicketType): PdcaPlanPlace {
  return {
    dealerRef: dealer.id,
    type,
    areaCode: type === 'showroom' ? dealer.saleAreaCode : dealer.serviceAreaCode,
    region: type === 'showroom' ? dealer.dealerSalesRegion : dealer.dealerServiceRegion,
  };
}

export function labelFromLookup(id: string, label: DealerLabel | undefined, fallbackCode: string): PdcaDealerLabel {
  return label ? { _id: id, ...label } : { _id: id, dealer_code: fallbackCode, dealer_name: fallbackCode, dealer_name_en: fallbackCode, branch_name: '', branch_name_en: '' };
}
