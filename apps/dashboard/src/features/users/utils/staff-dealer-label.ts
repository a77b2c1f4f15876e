import type { SignedInDealer } from '@voc/contracts';

/** "D0005 · dealer · branch" in the interface language (English names where given). */
export function staffDealerLabel(dealer: SignedInDealer, language: string): string {
  const english = language.startsWith('en');
  const name = (english ? dealer.dealer_name_en : dealer.dealer_name) || dealer.dealer_name;
  const branch = (english ? dealer.branch_name_en : dealer.branch_name) || dealer.branch_name;
  return `${dealer.dealer_code} · ${name} · ${branch}`;
}
