import type { DealerStaffView, DealerView } from '@voc/contracts';
import { completeWorkingHours, type Placement } from '@voc/domain';
import type { DealerRecord, UserRecord } from '@voc/persistence';
import { flattenFields, type AuditedFields } from '../../audit/utils/field-changes.util';

/** A dealer's own fields as the answers name them (SPEC.md §3 Dealer), without _id and times. */
export function dealerFields(dealer: DealerRecord) {
  return {
    dealer_id: dealer.dealerId,
    dealer_code: dealer.dealerCode,
    dealer_name: dealer.dealerName,
    dealer_name_en: dealer.dealerNameEn,
    branch_name: dealer.branchName,
    branch_name_en: dealer.branchNameEn,
    status: dealer.status,
    sale_area_code: dealer.saleAreaCode,
    service_area_code: dealer.serviceAreaCode,
    dealer_sales_region: dealer.dealerSalesRegion,
    dealer_service_region: dealer.dealerServiceRegion,
    dealer_region: dealer.dealerRegion,
    dealer_province: dealer.dealerProvince,
    dealer_province_en: dealer.dealerProvinceEn,
    sale_area_manager_name: dealer.saleAreaManagerName,
    sale_manager_name: dealer.saleManagerName,
    service_area_manager_name: dealer.serviceAreaManagerName,
    service_manager_name: dealer.serviceManagerName,
    working_hours: completeWorkingHours(dealer.workingHours),
  };
}

export function toDealerView(dealer: DealerRecord): DealerView {
  return {
    _id: dealer.id,
    ...dealerFields(dealer),
    created_at: dealer.createdAt.toISOString(),
    updated_at: dealer.updatedAt.toISOString(),
  };
}

export function toDealerStaffView(user: UserRecord): DealerStaffView {
  return {
    _id: user.id,
    passport_id: user.passportId,
    first_name: user.firstName,
    last_name: user.lastName,
    active_flag: user.activeFlag,
    passport_only: user.passportOnly,
  };
}

/** What the audit log compares: every field, working hours per day and time. */
export function auditedDealerFields(dealer: DealerRecord): AuditedFields {
  return flattenFields(dealerFields(dealer));
}

export function placementOf(dealer: DealerRecord): Placement {
  return {
    dealer_sales_region: dealer.dealerSalesRegion,
    dealer_service_region: dealer.dealerServiceRegion,
    sale_area_code: dealer.saleAreaCode,
    service_area_code: dealer.serviceAreaCode,
  };
}
