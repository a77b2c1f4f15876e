import type { DealerView } from '@voc/contracts';

/** Dealer, branch and province names in the interface language (Thai, or English where given). */
export function dealerNamesIn(dealer: Pick<DealerView, 'dealer_name' | 'dealer_name_en' | 'branch_name' | 'branch_name_en'> & Partial<Pick<DealerView, 'dealer_province' | 'dealer_province_en'>>, language: string) {
  const english = language.startsWith('en');
  return {
    dealer: (english ? dealer.dealer_name_en : dealer.dealer_name) || dealer.dealer_name,
    branch: (english ? dealer.branch_name_en : dealer.branch_name) || dealer.branch_name,
    province: (english ? dealer.dealer_province_en : dealer.dealer_province) || dealer.dealer_province || null,
  };
}
