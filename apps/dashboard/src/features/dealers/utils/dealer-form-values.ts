import type { DealerView } from '@voc/contracts';
import { type DayHours, type DealerRegion, type DealerStatus, type GeoRegion, WEEKDAY_GROUPS, type WeekdayGroup, type WorkingHours } from '@voc/domain';
import { NO_SALES_SERVICE_AREAS } from '../../../lib/sales-service-areas';

/** One group of days on the form: open that day (with both times) or closed. */
export interface DayHoursFormValue {
  is_open: boolean;
  /** HH:mm, or '' not given. */
  open: string;
  close: string;
}

/** The dealer form's values: boxes hold text; a choice not made is ''. */
export interface DealerFormValues {
  dealer_id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
  status: DealerStatus;
  dealer_sales_region: '' | DealerRegion;
  sale_area_code: string;
  dealer_service_region: '' | DealerRegion;
  service_area_code: string;
  dealer_region: '' | GeoRegion;
  dealer_province: string;
  dealer_province_en: string;
  sale_area_manager_name: string;
  sale_manager_name: string;
  service_area_manager_name: string;
  service_manager_name: string;
  working_hours: Record<WeekdayGroup, DayHoursFormValue>;
}

/** What POST and PUT /api/dealers receive (CreateDealerDto; the edit sends every field too). */
export interface DealerBody {
  dealer_id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
  status: DealerStatus;
  dealer_sales_region: string;
  sale_area_code: string;
  dealer_service_region: string;
  service_area_code: string;
  dealer_region: GeoRegion | null;
  dealer_province: string | null;
  dealer_province_en: string | null;
  sale_area_manager_name: string | null;
  sale_manager_name: string | null;
  service_area_manager_name: string | null;
  service_manager_name: string | null;
  working_hours: WorkingHours;
}

export const REQUIRED_TEXT_FIELDS = ['dealer_id', 'dealer_code', 'dealer_name', 'dealer_name_en', 'branch_name', 'branch_name_en'] as const;
export const MANAGER_FIELDS = ['sale_area_manager_name', 'sale_manager_name', 'service_area_manager_name', 'service_manager_name'] as const;

/** The hours a day group gets when it is first opened on the form. */
export const DEFAULT_OPEN_HOURS: Record<WeekdayGroup, { open: string; close: string }> = {
  monday_to_friday: { open: '08:00', close: '17:00' },
  saturday: { open: '08:00', close: '12:00' },
  sunday: { open: '09:00', close: '12:00' },
};

const closedDay = (): DayHoursFormValue => ({ is_open: false, open: '', close: '' });

/** A blank form for a new dealer branch: open for business, closed every day until hours are set. */
export function blankDealerFormValues(): DealerFormValues {
  return {
    dealer_id: '',
    dealer_code: '',
    dealer_name: '',
    dealer_name_en: '',
    branch_name: '',
    branch_name_en: '',
    status: 'normal',
    ...NO_SALES_SERVICE_AREAS,
    dealer_region: '',
    dealer_province: '',
    dealer_province_en: '',
    sale_area_manager_name: '',
    sale_manager_name: '',
    service_area_manager_name: '',
    service_manager_name: '',
    working_hours: { monday_to_friday: closedDay(), saturday: closedDay(), sunday: closedDay() },
  };
}

function dayFormValue(day: DayHours | undefined): DayHoursFormValue {
  if (!day || (day.open === null && day.close === null)) return closedDay();
  return { is_open: true, open: day.open ?? '', close: day.close ?? '' };
}

/** The edit form filled from a dealer. */
export function dealerFormValuesOf(dealer: DealerView): DealerFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    dealer_id: dealer.dealer_id,
    dealer_code: dealer.dealer_code,
    dealer_name: dealer.dealer_name,
    dealer_name_en: dealer.dealer_name_en,
    branch_name: dealer.branch_name,
    branch_name_en: dealer.branch_name_en,
    status: dealer.status,
    dealer_sales_region: dealer.dealer_sales_region ?? '',
    sale_area_code: text(dealer.sale_area_code),
    dealer_service_region: dealer.dealer_service_region ?? '',
    service_area_code: text(dealer.service_area_code),
    dealer_region: (dealer.dealer_region as GeoRegion | null) ?? '',
    dealer_province: text(dealer.dealer_province),
    dealer_province_en: text(dealer.dealer_province_en),
    sale_area_manager_name: text(dealer.sale_area_manager_name),
    sale_manager_name: text(dealer.sale_manager_name),
    service_area_manager_name: text(dealer.service_area_manager_name),
    service_manager_name: text(dealer.service_manager_name),
    working_hours: Object.fromEntries(WEEKDAY_GROUPS.map((group) => [group, dayFormValue(dealer.working_hours?.[group])])) as Record<WeekdayGroup, DayHoursFormValue>,
  };
}

/** A closed day is sent as no times; an open day with its times (a blank time is not given). */
export function dayHoursOf(day: DayHoursFormValue): DayHours {
  if (!day.is_open) return { open: null, close: null };
  return { open: day.open.trim() || null, close: day.close.trim() || null };
}

const orNull = (value: string) => value.trim() || null;

/** The body of POST /api/dealers and PUT /api/dealers/{_id}: optional blanks are none (null). */
export function dealerBodyOf(values: DealerFormValues): DealerBody {
  return {
    dealer_id: values.dealer_id,
    dealer_code: values.dealer_code,
    dealer_name: values.dealer_name,
    dealer_name_en: values.dealer_name_en,
    branch_name: values.branch_name,
    branch_name_en: values.branch_name_en,
    status: values.status,
    dealer_sales_region: values.dealer_sales_region,
    sale_area_code: values.sale_area_code,
    dealer_service_region: values.dealer_service_region,
    service_area_code: values.service_area_code,
    dealer_region: values.dealer_region || null,
    dealer_province: orNull(values.dealer_province),
    dealer_province_en: orNull(values.dealer_province_en),
    sale_area_manager_name: orNull(values.sale_area_manager_name),
    sale_manager_name: orNull(values.sale_manager_name),
    service_area_manager_name: orNull(values.service_area_manager_name),
    service_manager_name: orNull(values.service_manager_name),
    working_hours: Object.fromEntries(WEEKDAY_GROUPS.map((group) => [group, dayHoursOf(values.working_hours[group])])) as WorkingHours,
  };
}

/** An open day with neither time: the form asks for them rather than saving the day as closed. */
export function openDaysWithoutHours(values: DealerFormValues): WeekdayGroup[] {
  return WEEKDAY_GROUPS.filter((group) => {
    const day = values.working_hours[group];
    return day.is_open && !day.open.trim() && !day.close.trim();
  });
}

/** "08:30–17:00", or null for a closed day (the page says "closed" in the user's language). */
export function hoursText(day: DayHours | undefined): string | null {
  if (!day || day.open === null || day.close === null) return null;
  return `${day.open}–${day.close}`;
}
