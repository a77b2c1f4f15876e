import { noPermissions, type DealerRegion, type PermissionFlags, type UserType } from '@voc/domain';
import type { DemoDealer } from './demo-dealers';
import { demoMobile } from './demo-phone-numbers';
import { FIRST_NAMES, LAST_NAMES } from './people';
import type { SeededRandom } from './random';

export const DEMO_PASSWORD = 'demo1234';

/** One user row; `dealer_code` is resolved to the dealer's id when inserted. */
export interface DemoUser {
  email: string | null;
  passport_id: string | null;
  passport_only: boolean;
  first_name: string;
  last_name: string;
  mobile: string | null;
  position_title: string | null;
  type: UserType;
  group_showroom: boolean;
  group_service: boolean;
  permission: PermissionFlags;
  dealer_code: string | null;
  dealer_sales_region: DealerRegion | null;
  dealer_service_region: DealerRegion | null;
  sale_area_code: string | null;
  service_area_code: string | null;
}

const ALL: PermissionFlags = { ticket_validation: true, ticket_validation_closed_edit: true, bp_dashboard: true, bp_report: true };

function staff(type: Exclude<UserType, 'dealer'>, first: string, last: string, position: string, extra: Partial<DemoUser> = {}): DemoUser {
  return {
    email: `${type}@demo.local`,
    passport_id: null,
    passport_only: false,
    first_name: first,
    last_name: last,
    mobile: '0812345678',
    position_title: position,
    type,
    group_showroom: true,
    group_service: true,
    permission: noPermissions(),
    dealer_code: null,
    dealer_sales_region: null,
    dealer_service_region: null,
    sale_area_code: null,
    service_area_code: null,
    ...extra,
  };
}

/** One demo account for each staff type: `<type>@demo.local`, password demo1234. */
export function demoStaff(): DemoUser[] {
  return [
    staff('nissan', 'ธนากร', 'วงศ์ไทย', 'ผู้จัดการฝ่ายลูกค้าสัมพันธ์', { permission: { ...noPermissions(), ticket_validation: true } }),
    staff('nml', 'กมลชนก', 'ศรีสุข', 'ผู้จัดการฝ่ายการตลาด'),
    staff('region_manager', 'ประเสริฐ', 'ทองคำ', 'ผู้จัดการภาค 1', { dealer_sales_region: 'Region1', dealer_service_region: 'Region1' }),
    staff('area_manager', 'อนุชา', 'แสงอรุณ', 'ผู้จัดการเขต R1-1', {
      dealer_sales_region: 'Region1',
      dealer_service_region: 'Region1',
      sale_area_code: 'R1-1',
      service_area_code: 'R1-1',
    }),
    staff('csn', 'พรทิพย์', 'บุญมา', 'เจ้าหน้าที่ CSN', { permission: ALL }),
    staff('callcenter', 'ณัฐพล', 'รุ่งเรือง', 'เจ้าหน้าที่คอลเซ็นเตอร์'),
    staff('external', 'ศิริพร', 'สุขสวัสดิ์', 'ที่ปรึกษาภายนอก', { permission: { ...noPermissions(), bp_report: true } }),
  ];
}

function dealerStaff(passportId: string, dealer: DemoDealer, first: string, last: string, position: string, showroom: boolean, service: boolean, passportOnly = false): DemoUser {
  return {
    email: null,
    passport_id: passportId,
    passport_only: passportOnly,
    first_name: first,
    last_name: last,
    mobile: null,
    position_title: position,
    type: 'dealer',
    group_showroom: showroom,
    group_service: service,
    permission: noPermissions(),
    dealer_code: dealer.dealer_code,
    dealer_sales_region: dealer.dealer_sales_region,
    dealer_service_region: dealer.dealer_service_region,
    sale_area_code: dealer.sale_area_code,
    service_area_code: dealer.service_area_code,
  };
}

/** One branch in this many has managers with an email only: its new-ticket notices go by email alone. */
export const MANAGERS_WITHOUT_MOBILE_EVERY = 10;
/** Managers' mobile numbers are taken from here on (demoMobile), away from the customers' (0, 1, 2 …). */
const MANAGER_MOBILES_FROM = 5_000_000;

/**
 * The branch's sales and service managers, as the dealer master names them (sale_manager_name,
 * service_manager_name), each in its group with an email and, at most branches, a mobile: the
 * new-ticket notifications and deadline reminders of the demo go to them (notification-recipients.ts).
 */
function branchManagerAccounts(dealer: DemoDealer, index: number): DemoUser[] {
  const code = dealer.dealer_code.toLowerCase();
  const withMobile = index % MANAGERS_WITHOUT_MOBILE_EVERY !== MANAGERS_WITHOUT_MOBILE_EVERY - 1;
  const roles = [
    { showroom: true, name: dealer.sale_manager_name, title: 'ผู้จัดการฝ่ายขาย', key: 'sales', suffix: 'SM' },
    { showroom: false, name: dealer.service_manager_name, title: 'ผู้จัดการฝ่ายบริการ', key: 'service', suffix: 'VM' },
  ];
  return roles.map((role, k) => {
    const [first, ...last] = role.name.split(' ');
    return {
      ...dealerStaff(`P${dealer.dealer_code}-${role.suffix}`, dealer, first, last.join(' '), role.title, role.showroom, !role.showroom),
      email: `${role.key}.manager.${code}@demo.local`,
      mobile: withMobile ? demoMobile(MANAGER_MOBILES_FROM + index * 2 + k) : null,
    };
  });
}

/**
 * Named dealer accounts for the README and tests, the managers of each open branch (passport ids
 * P<code>-SM and P<code>-VM), then `perDealer` generated staff at every open branch (passport ids
 * P<code>-<n>) so larger sizes make larger user tables with the same code.
 */
export function demoDealerStaff(dealers: readonly DemoDealer[], perDealer: number, rng: SeededRandom): DemoUser[] {
  const open = dealers.filter((d) => d.status === 'normal');
  const named = [
    dealerStaff('DEMO-DEALER-1', open[0], 'สมชาย', 'ใจดี', 'ที่ปรึกษาการขาย', true, false),
    dealerStaff('DEMO-DEALER-2', open[0], 'สมหญิง', 'ศรีวงศ์', 'ที่ปรึกษางานบริการ', false, true),
    // The branch manager: told of every new ticket of D0002 by email and SMS (notifications).
    { ...dealerStaff('DEMO-DEALER-3', open[1], 'วีระ', 'มั่นคง', 'ผู้จัดการสาขา', true, true), email: 'branch.manager.d0002@demo.local', mobile: '0891234567' },
    dealerStaff('DEMO-DEALER-4', open[2], 'มาลัย', 'เจริญผล', 'พนักงานต้อนรับ', true, false, true),
  ];
  // D0002's manager is the named DEMO-DEALER-3 above; every other open branch gets its two.
  const managers = open.flatMap((dealer, index) => (index === 1 ? [] : branchManagerAccounts(dealer, index)));
  const generated = open.flatMap((dealer) =>
    Array.from({ length: perDealer }, (_, n) => {
      const showroom = n % 2 === 0;
      return dealerStaff(`P${dealer.dealer_code}-${n + 1}`, dealer, rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES), showroom ? 'ที่ปรึกษาการขาย' : 'ที่ปรึกษางานบริการ', showroom, !showroom);
    }),
  );
  return [...named, ...managers, ...generated];
}
