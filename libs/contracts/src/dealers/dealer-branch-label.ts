/**
 * A dealer branch as an answer names it beside something else (a signed-in dealer user, a user,
 * a ticket, a PDCA plan): its id, codes and names in Thai and English.
 */
export interface DealerBranchLabel {
  _id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
}
