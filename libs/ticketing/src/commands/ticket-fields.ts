import type { TicketFieldsDto } from '@voc/contracts';
import { validateComplaintCategories, type ComplaintCategories, type TicketType } from '@voc/domain';
import type { FieldErrorDetail } from '@voc/contracts';

/** Form fields stored as columns of the same name. */
export const EDITABLE_COLUMNS = [
  'title', 'name', 'age', 'email', 'tel', 'tel_office', 'fax', 'fax_office', 'address', 'address_office',
  'car_model', 'chassis_number', 'body_color', 'registration_number', 'delivered_date', 'staff_name',
  'complaint_categories', 'complaint_description', 'complaint_customer_want', 'complaint_root_cause',
  'complaint_solution', 'q1', 'q2', 'sub_category', 'problem_list', 'crm_case_no', 'job_id',
  'remark_ticket_closed', 'validation',
] as const;

export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

export type TicketFieldValues = Partial<Record<EditableColumn, unknown>>;

/** The given form fields, undefined left out (an omitted field keeps its value on edit). */
export function fieldValues(input: TicketFieldsDto & { complaint_description?: string; complaint_solution?: string }): TicketFieldValues {
  const values: TicketFieldValues = {};
  for (const column of EDITABLE_COLUMNS) {
    const value = (input as unknown as Record<string, unknown>)[column];
    if (value !== undefined) values[column] = value;
  }
  return values;
}

/** The complaint-category rules of SPEC.md §5, as field details. */
export function categoryDetails(type: TicketType, categories: ComplaintCategories | undefined): FieldErrorDetail[] {
  return validateComplaintCategories(type, categories ?? {}).map((problem) => ({
    field: problem.code ? `complaint_categories.${problem.code}` : 'complaint_categories',
    message: problem.message,
  }));
}
