import type { DealerRegion, DealerStatus, WorkingHours } from '@voc/domain';
import type { ChangeHistoryEntry } from '../history/change-history-view';

/** A dealer branch in list and detail answers (SPEC.md §3 Dealer). */
export interface DealerView {
  _id: string;
  dealer_id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
  status: DealerStatus;
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: DealerRegion | null;
  dealer_service_region: DealerRegion | null;
  /** Geographic region (G.BANGKOK, CENTRAL, ...). */
  dealer_region: string | null;
  dealer_province: string | null;
  dealer_province_en: string | null;
  sale_area_manager_name: string | null;
  sale_manager_name: string | null;
  service_area_manager_name: string | null;
  service_manager_name: string | null;
  /** Every day group present; closed days have open and close null. */
  working_hours: WorkingHours;
  created_at: string;
  updated_at: string;
}

/** A dealer staff sign-in account, as the dealer detail lists it (edited through /api/users). */
export interface DealerStaffView {
  _id: string;
  passport_id: string | null;
  first_name: string;
  last_name: string;
  active_flag: 0 | 1;
  passport_only: boolean;
}

/**
 * GET /api/dealers/{id}, and the answer of POST and PUT. `staff` only for user managers (csn):
 * passport ids are sign-in names, and a passport-only account signs in with its id alone.
 * `history` only for dealer editors (csn, nissan), newest first, at most HISTORY_LIMIT.
 */
export interface DealerDetailView extends DealerView {
  staff?: DealerStaffView[];
  history?: ChangeHistoryEntry[];
}
