import type { DealerOption } from '../api/dealer-options-api';

/** Dealer and branch names in the interface language (SPEC.md §1: Thai or English by language). */
export function dealerNames(dealer: Pick<DealerOption, 'dealer_name' | 'dealer_name_en' | 'branch_name' | 'branch_name_en'>, language: string) {
  const english = language.startsWith('en');
  return {
    dealer: (english ? dealer.dealer_name_en : dealer.dealer_name) || dealer.dealer_name,
    branch: (english ? dealer.branch_name_en : dealer.branch_name) || dealer.branch_name,
  };
}

/** "D0001 · dealer · branch", as pickers and lists show a dealer branch. */
export function dealerLabel(dealer: DealerOption, language: string): string {
  const names = dealerNames(dealer, language);
  return `${dealer.dealer_code} · ${names.dealer} · ${names.branch}`;
}
