import type { DealerRegion, DealerStatus, WorkingHours } from '@voc/domain';
import type { ColumnMap } from '@voc/sql';

/** A row of dealers: one dealer branch (SPEC.md §3 Dealer). */
export interface DealerRecord {
  id: string;
  /** The dealer company (entity) this branch belongs to. */
  dealerId: string;
  dealerCode: string;
  dealerName: string;
  dealerNameEn: string;
  branchName: string;
  branchNameEn: string;
  status: DealerStatus;
  saleAreaCode: string | null;
  serviceAreaCode: string | null;
  dealerSalesRegion: DealerRegion | null;
  dealerServiceRegion: DealerRegion | null;
  /** Geographic region (G.BANGKOK, CENTRAL, ...). */
  dealerRegion: string | null;
  dealerProvince: string | null;
  dealerProvinceEn: string | null;
  saleAreaManagerName: string | null;
  saleManagerName: string | null;
  serviceAreaManagerName: string | null;
  serviceManagerName: string | null;
  workingHours: WorkingHours;
  createdAt: Date;
  updatedAt: Date;
}

export const DEALER_COLUMNS: ColumnMap<DealerRecord> = {
  id: 'id',
  dealerId: 'dealer_id',
  dealerCode: 'dealer_code',
  dealerName: 'dealer_name',
  dealerNameEn: 'dealer_name_en',
  branchName: 'branch_name',
  branchNameEn: 'branch_name_en',
  status: 'status',
  saleAreaCode: 'sale_area_code',
  serviceAreaCode: 'service_area_code',
  dealerSalesRegion: 'dealer_sales_region',
  dealerServiceRegion: 'dealer_service_region',
  dealerRegion: 'dealer_region',
  dealerProvince: 'dealer_province',
  dealerProvinceEn: 'dealer_province_en',
  saleAreaManagerName: 'sale_area_manager_name',
  saleManagerName: 'sale_manager_name',
  serviceAreaManagerName: 'service_area_manager_name',
  serviceManagerName: 'service_manager_name',
  workingHours: 'working_hours',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};
