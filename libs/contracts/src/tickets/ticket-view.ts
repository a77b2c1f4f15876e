import type { ComplaintCategories, TicketSource, TicketStatus, TicketType } from '@voc/domain';
import type { DealerBranchLabel } from '../dealers/dealer-branch-label';
import type { TicketActivityView, TicketDeadlineView, TicketOwnerView } from './ticket-work-view';

export interface TicketLogView {
  updated_date: string;
  updated_by: string;
  status: TicketStatus;
  note?: string;
}

/** Upload (SPEC.md §3): path is the api address that serves the file to users who may see it. */
export interface UploadView {
  _id: string;
  ticket_id: string;
  kind: 'image' | 'pdf';
  originalname: string;
  uploaded_by: string | null;
  uploaded_date: string;
  size: number;
  path: string;
}

/** The closed-loop review of a ticket (SPEC.md §3 "Closed-loop / review fields"). */
export interface TicketReviewView {
  contacted_status?: 0 | 1;
  verify_by?: string;
  problem_solved_status?: 0 | 1 | 2;
  problem_solved_detail?: string;
  satisfied?: 'Y' | 'N' | 'NA';
  unsatisfied?: string;
  customer_voc?: string;
  recieved_satisfied_sms_status?: 0 | 1;
  recieved_satisfied_sms_detail?: string;
  recieved_satisfied_sms_override?: 0 | 1;
  problem_solved_suitable_status?: 0 | 1;
  problem_solved_suitable_detail?: string;
  review_status?: 0 | 1;
  review_detail?: string;
  solution_categories?: Record<string, boolean | string>;
  remark?: string;
  /** Who checked the review, and when. */
  checked_by?: string;
  checked_at?: string;
}

/** One verification in a ticket's history. */
export interface VerificationView {
  position: string;
  verified_at: string;
  verified_by: string | null;
  verify_status: 'na' | 'valid' | 'invalid';
  review: TicketReviewView;
}

/** What the signed-in user may do with this ticket now (the server decides; screens follow). */
export interface TicketAbilities {
  next_statuses: TicketStatus[];
  can_edit: boolean;
  /** Rewrite or delete lines of the history log (head office only). */
  can_edit_logs: boolean;
  can_cancel: boolean;
  can_verify: boolean;
  can_delete: boolean;
  /** Add a note (anyone who sees the ticket, except external users). */
  can_note: boolean;
  /** Set or clear the ticket's owner. */
  can_assign: boolean;
}

export type TicketDealerView = DealerBranchLabel;

/** A ticket as lists and the detail page show it (SPEC.md §3 Ticket). */
export interface TicketView {
  _id: string;
  case_no: string;
  crm_case_no: string | null;
  job_id: string | null;
  type: TicketType;
  source: TicketSource;
  status: TicketStatus;
  dealer: TicketDealerView;
  title: string | null;
  name: string;
  age: number | null;
  email: string | null;
  tel: string;
  tel_office: string | null;
  fax: string | null;
  fax_office: string | null;
  address: string | null;
  address_office: string | null;
  car_model: string | null;
  chassis_number: string | null;
  body_color: string | null;
  registration_number: string | null;
  delivered_date: string | null;
  staff_name: string | null;
  complaint_categories: ComplaintCategories;
  complaint_description: string | null;
  complaint_customer_want: string | null;
  complaint_root_cause: string | null;
  complaint_solution: string | null;
  q1: string | null;
  q2: string | null;
  sub_category: string | null;
  problem_list: string | null;
  created_date: string;
  created_oa_date: string;
  updated_date: string;
  issued_date: string | null;
  approved_date: string | null;
  closed_loop_date: string | null;
  cancel_description: string | null;
  remark_ticket_closed: string | null;
  validation: 'valid' | 'invalid' | null;
  verify_status: 'na' | 'valid' | 'invalid';
  logs: TicketLogView[];
  review: TicketReviewView;
  /** Who works the ticket now (issue 32): a person of its dealer or of the call centre. */
  owner: TicketOwnerView | null;
}

/** GET /api/tickets/{id}: the ticket with its files, verification history and the user's abilities. */
export interface TicketDetailView extends TicketView {
  imageFiles: UploadView[];
  pdfFiles: UploadView[];
  verifications: VerificationView[];
  allowed: TicketAbilities;
  /** The ticket's log as people read it, newest first (notes, moves, edits, owner, files). */
  activity: TicketActivityView[];
  /** The log position the page was read at: GET /api/tickets/{id}/activity?after= asks what came since. */
  activity_position: string;
  /** Each KPI deadline the ticket faces or faced, in order (SPEC.md §9). */
  deadlines: TicketDeadlineView[];
}

/** The warning a call-centre create answers when the same tel already complained this month. */
export interface DuplicateTelWarning {
  name: 'DuplicateTel';
  message: 'warnings.ticket.duplicateTel';
  existing: Array<{ _id: string; case_no: string; created_date: string; status: TicketStatus }>;
}

/** One row of GET /api/tickets/report/status: tickets per status per dealer. */
export interface StatusReportRow {
  dealer_id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
  counts: Record<TicketStatus, number>;
  total: number;
}

export interface NamedItemView {
  _id: number;
  code: string;
  name_th: string;
  name_en: string;
  type?: TicketType;
  sub_category_code?: string;
}
