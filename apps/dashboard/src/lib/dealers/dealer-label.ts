import type { SignedInDealer } from '@voc/contracts';

type DealerNames = Pick<SignedInDealer, 'dealer_name' | 'dealer_name_en' | 'branch_name' | 'branch_name_en'> & {
  dealer_province?: string | null;
  dealer_province_en?: string | null;
};

/**
 * Dealer, branch and province names in the interface language (SPEC.md §1: Thai or English; Thai
 * where no English is given). The province is null when the dealer has none or it was not read.
 */
export function dealerNames(dealer: DealerNames, language: string) {
  const english = language.startsWith('en');
  return {
    dealer: (english ? dealer.dealer_name_en : dealer.dealer_name) || dealer.dealer_name,
    branch: (english ? dealer.branch_name_en : dealer.branch_name) || dealer.branch_name,
    province: (english ? dealer.dealer_province_en : dealer.dealer_province) || dealer.dealer_province || null,
  };
}

/** "D0001 · dealer · branch", as pickers, labels and lists show a dealer branch. */
export function dealerLabel(dealer: SignedInDealer, language: string): string {
  const names = dealerNames(dealer, language);
  return `${dealer.dealer_code} · ${names.dealer} · ${names.branch}`;
}
