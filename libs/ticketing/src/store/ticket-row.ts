import type { TicketView } from '@voc/contracts';
import type { TicketDimensions } from '@voc/events';

/** The view's date fields, which the database answers as Date objects. */
type DateFields = 'created_date' | 'created_oa_date' | 'updated_date' | 'issued_date' | 'approved_date' | 'closed_loop_date';

/**
 * A tickets row joined with its dealer, as the queries below select it: the view's fields (dates
 * as Date, the dealer flattened) plus the columns the view does not show.
 */
export type TicketRow = Omit<TicketView, '_id' | 'dealer' | 'owner' | DateFields> &
  Omit<TicketView['dealer'], '_id'> & {
    id: string;
    dealer_ref: string;
    area_code: string | null;
    region: string | null;
    created_date: Date;
    created_oa_date: Date;
    updated_date: Date;
    issued_date: Date | null;
    approved_date: Date | null;
    closed_loop_date: Date | null;
    version: number;
    owner_id: string | null;
    owner_name: string | null;
  };

/** Columns of the ticket and its dealer, for `FROM tickets t JOIN dealers d ON d.id = t.dealer_ref`. */
export const TICKET_SELECT = `
  t.id, t.case_no, t.crm_case_no, t.job_id, t.type, t.source, t.status, t.dealer_ref, t.area_code, t.region,
  t.title, t.name, t.age, t.email, t.tel, t.tel_office, t.fax, t.fax_office, t.address, t.address_office,
  t.car_model, t.chassis_number, t.body_color, t.registration_number, to_char(t.delivered_date, 'YYYY-MM-DD') AS delivered_date,
  t.staff_name, t.complaint_categories, t.complaint_description, t.complaint_customer_want, t.complaint_root_cause,
  t.complaint_solution, t.q1, t.q2, t.sub_category, t.problem_list, t.created_date, t.created_oa_date, t.updated_date,
  t.issued_date, t.approved_date, t.closed_loop_date, t.cancel_description, t.remark_ticket_closed, t.validation,
  t.logs, t.review, t.verify_status, t.version, t.owner_id,
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = t.owner_id) AS owner_name,
  d.dealer_code, d.dealer_name, d.dealer_name_en, d.branch_name, d.branch_name_en`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toTicketView(row: TicketRow): TicketView {
  return {
    _id: row.id,
    case_no: row.case_no,
    crm_case_no: row.crm_case_no,
    job_id: row.job_id,
    type: row.type,
    source: row.source,
    status: row.status,
    dealer: {
      _id: row.dealer_ref,
      dealer_code: row.dealer_code,
      dealer_name: row.dealer_name,
      dealer_name_en: row.dealer_name_en,
      branch_name: row.branch_name,
      branch_name_en: row.branch_name_en,
    },
    title: row.title,
    name: row.name,
    age: row.age,
    email: row.email,
    tel: row.tel,
    tel_office: row.tel_office,
    fax: row.fax,
    fax_office: row.fax_office,
    address: row.address,
    address_office: row.address_office,
    car_model: row.car_model,
    chassis_number: row.chassis_number,
    body_color: row.body_color,
    registration_number: row.registration_number,
    delivered_date: row.delivered_date,
    staff_name: row.staff_name,
    complaint_categories: row.complaint_categories,
    complaint_description: row.complaint_description,
    complaint_customer_want: row.complaint_customer_want,
    complaint_root_cause: row.complaint_root_cause,
    complaint_solution: row.complaint_solution,
    q1: row.q1,
    q2: row.q2,
    sub_category: row.sub_category,
    problem_list: row.problem_list,
    created_date: row.created_date.toISOString(),
    created_oa_date: row.created_oa_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
    issued_date: iso(row.issued_date),
    approved_date: iso(row.approved_date),
    closed_loop_date: iso(row.closed_loop_date),
    cancel_description: row.cancel_description,
    remark_ticket_closed: row.remark_ticket_closed,
    validation: row.validation,
    verify_status: row.verify_status,
    logs: row.logs,
    review: row.review,
    owner: row.owner_id ? { _id: row.owner_id, name: row.owner_name ?? '' } : null,
  };
}

export function dimensionsOf(row: Pick<TicketRow, 'type' | 'source' | 'dealer_ref' | 'dealer_code' | 'area_code' | 'region' | 'created_oa_date' | 'created_date'>): TicketDimensions {
  return {
    type: row.type,
    source: row.source,
    dealer_ref: row.dealer_ref,
    dealer_code: row.dealer_code,
    area_code: row.area_code,
    region: row.region,
    created_oa_date: row.created_oa_date.toISOString(),
    created_date: row.created_date.toISOString(),
  };
}
