import type { SignedInUser } from '@voc/contracts';

/** A signed-in staff user of `type` (areas R1-1 / R1-2, no dealer, no permissions) for tests; `change` overrides any field. */
export function signedInUser(type: SignedInUser['type'], change: Partial<SignedInUser> = {}): SignedInUser {
  return {
    _id: 'u1',
    first_name: 'ทดสอบ',
    last_name: 'ระบบ',
    position_title: null,
    type,
    group: { showroom: true, service: true },
    permission: { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
    dealer: null,
    email: null,
    sale_area_code: 'R1-1',
    service_area_code: 'R1-2',
    dealer_sales_region: null,
    dealer_service_region: null,
    must_change_password: false,
    ...change,
  };
}
