import type { TicketView } from '@voc/contracts';
import type { ComplaintCategories, TicketSource, TicketStatus, TicketType } from '@voc/domain';
import { categoriesOfType } from './complaint-category-rules';

/**
 * The values of the create and edit forms: boxes hold text (the DTO's transforms turn age into a
 * number and empty text into "not given" when the form is checked and sent).
 */
export interface TicketFormValues {
  /** Create only: fixed by the route and the chosen dealer branch. */
  type?: TicketType;
  source?: TicketSource;
  dealer?: string;
  title: string;
  name: string;
  age: string;
  email: string;
  tel: string;
  tel_office: string;
  fax: string;
  fax_office: string;
  address: string;
  address_office: string;
  car_model: string;
  chassis_number: string;
  body_color: string;
  registration_number: string;
  delivered_date: string;
  staff_name: string;
  complaint_categories: ComplaintCategories;
  complaint_description: string;
  complaint_customer_want: string;
  complaint_root_cause: string;
  complaint_solution: string;
  q1: string;
  q2: string;
  sub_category: string;
  problem_list: string;
  crm_case_no: string;
  job_id: string;
  remark_ticket_closed: string;
  validation: '' | 'valid' | 'invalid';
  /** Edit only: '' keeps the status. */
  status: '' | TicketStatus;
}

export type TicketTextField = Exclude<keyof TicketFormValues, 'type' | 'source' | 'dealer' | 'complaint_categories' | 'validation' | 'status'>;

const TEXT_FIELDS: readonly TicketTextField[] = [
  'title', 'name', 'age', 'email', 'tel', 'tel_office', 'fax', 'fax_office', 'address', 'address_office', 'car_model',
  'chassis_number', 'body_color', 'registration_number', 'delivered_date', 'staff_name', 'complaint_description',
  'complaint_customer_want', 'complaint_root_cause', 'complaint_solution', 'q1', 'q2', 'sub_category', 'problem_list',
  'crm_case_no', 'job_id', 'remark_ticket_closed',
];

/** A blank form for a new ticket of this source and type at this dealer branch. */
export function newTicketFormValues(type: TicketType, source: TicketSource, dealer: string): TicketFormValues {
  const blank = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TicketTextField, string>;
  return { ...blank, type, source, dealer, complaint_categories: {}, validation: '', status: '' };
}

/** The edit form filled from a ticket; `status` preset when the user chose a move that needs the form. */
export function editTicketFormValues(ticket: TicketView, status: '' | TicketStatus = ''): TicketFormValues {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = (ticket as unknown as Record<string, unknown>)[field];
      return [field, value === null || value === undefined ? '' : String(value)];
    }),
  ) as Record<TicketTextField, string>;
  return { ...text, complaint_categories: categoriesOfType(ticket.type, ticket.complaint_categories), validation: ticket.validation ?? '', status };
}

/** The fields the edit form sends (PUT /api/tickets/{id}); the create-only ones stay out. */
export function editFields(values: TicketFormValues): Record<string, unknown> {
  const { type: _type, source: _source, dealer: _dealer, ...fields } = values;
  return fields;
}
