import type { ReportDealer } from '../api/report-dealers-api';

/** "D0001 · dealer · branch" in the interface language (SPEC.md §1: Thai or English). */
export function reportDealerLabel(dealer: ReportDealer, language: string): string {
  const english = language.startsWith('en');
  const name = (english ? dealer.dealer_name_en : dealer.dealer_name) || dealer.dealer_name;
  const branch = (english ? dealer.branch_name_en : dealer.branch_name) || dealer.branch_name;
  return `${dealer.dealer_code} · ${name} · ${branch}`;
}
