import type { DealerBranchLabel } from '@voc/contracts';
import type { DealerRecord } from '@voc/persistence';

/** A dealer branch as answers name it beside a user, a signed-in user or a PDCA plan. */
export function dealerLabelOf(dealer: DealerRecord): DealerBranchLabel {
  return { _id: dealer.id, dealer_code: dealer.dealerCode, dealer_name: dealer.dealerName, dealer_name_en: dealer.dealerNameEn, branch_name: dealer.branchName, branch_name_en: dealer.branchNameEn };
}
