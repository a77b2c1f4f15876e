import { DAY_HOURS_ERRORS, DEALER_ERRORS, FIELD_ERRORS, type CreateDealerDto, type FieldErrorDetail, type UpdateDealerDto, type WorkingHoursDto } from '@voc/contracts';
import { completeWorkingHours, dayHoursProblem, placementProblems, WEEKDAY_GROUPS, type WorkingHours } from '@voc/domain';
import type { DealerRecord } from '@voc/persistence';
import { placementOf } from '../mappers/dealer-view.mapper';

function workingHoursOf(dto: WorkingHoursDto | undefined): WorkingHours {
  return completeWorkingHours(dto ?? null);
}

/**
 * The dealer after applying a create or edit body: a field left out keeps its current value
 * (for create, the defaults), a field sent replaces it. Returns a detached copy.
 */
export function applyDealerBody(current: DealerRecord | null, body: CreateDealerDto | UpdateDealerDto): DealerRecord {
  const next: DealerRecord = { ...(current ?? ({ status: 'normal', workingHours: completeWorkingHours(null) } as DealerRecord)) };
  const set = <K extends keyof DealerRecord>(key: K, value: DealerRecord[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  set('dealerId', body.dealer_id);
  set('dealerCode', body.dealer_code);
  set('dealerName', body.dealer_name);
  set('dealerNameEn', body.dealer_name_en);
  set('branchName', body.branch_name);
  set('branchNameEn', body.branch_name_en);
  set('status', body.status);
  set('dealerSalesRegion', body.dealer_sales_region);
  set('dealerServiceRegion', body.dealer_service_region);
  set('saleAreaCode', body.sale_area_code);
  set('serviceAreaCode', body.service_area_code);
  set('dealerRegion', body.dealer_region);
  set('dealerProvince', body.dealer_province);
  set('dealerProvinceEn', body.dealer_province_en);
  set('saleAreaManagerName', body.sale_area_manager_name);
  set('saleManagerName', body.sale_manager_name);
  set('serviceAreaManagerName', body.service_area_manager_name);
  set('serviceManagerName', body.service_manager_name);
  if (body.working_hours !== undefined) next.workingHours = workingHoursOf(body.working_hours);
  return next;
}

/** What is wrong with the dealer as a whole: regions and areas present, each area in its region. */
export function dealerProblems(dealer: DealerRecord): FieldErrorDetail[] {
  const details: FieldErrorDetail[] = placementProblems(placementOf(dealer), true, true).map(({ field, problem }) => ({
    field,
    message: problem === 'required' ? FIELD_ERRORS.required : DEALER_ERRORS.areaNotInRegion,
  }));
  for (const day of WEEKDAY_GROUPS) {
    const problem = dayHoursProblem(completeWorkingHours(dealer.workingHours)[day]);
    if (problem) details.push({ field: `working_hours.${day}`, message: DAY_HOURS_ERRORS[problem] });
  }
  return details;
}

/** The stored columns of a dealer, for an insert or update. */
export function dealerColumns(dealer: DealerRecord): Omit<DealerRecord, 'id' | 'createdAt' | 'updatedAt'> {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...columns } = dealer;
  return columns;
}
