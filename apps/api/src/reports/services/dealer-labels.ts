import type { DealerLabel } from '../../dealers/repositories/dealers.repository';

/** "CODE dealer branch" in Thai and in English (English names fall back to the Thai ones). */
export function dealerLabelText(label: DealerLabel | undefined, fallback: string): { label: string; label_en: string } {
  if (!label) return { label: fallback, label_en: fallback };
  return {
    label: `${label.dealer_code} ${label.dealer_name} ${label.branch_name}`,
    label_en: `${label.dealer_code} ${label.dealer_name_en || label.dealer_name} ${label.branch_name_en || label.branch_name}`,
  };
}
