import type { DeletionEffect, TicketSource, TicketStatus, TicketType, UserType } from '@voc/domain';
import { PageLimit, PageNumber } from '../shared/paging';
import { FilterChoice } from '../shared/filter-fields';
import { TICKET_TYPES } from '@voc/domain';

/** GET /api/tickets/deleted: the deletions' audit list, newest first, paged. */
export class DeletedTicketsQueryDto {
  @PageNumber()
  page?: number;

  @PageLimit(200)
  limit?: number;

  @FilterChoice(TICKET_TYPES)
  type?: TicketType;
}

/** One deleted ticket in the audit view: which ticket, who deleted it, when and why. */
export interface DeletedTicketView {
  _id: string;
  case_no: string;
  type: TicketType;
  source: TicketSource;
  /** Its status when it was deleted. */
  status: TicketStatus;
  dealer_code: string;
  dealer_name: string;
  branch_name: string;
  /** When it reached the product (its month of receipt holds its figures). */
  created_date: string;
  deleted_at: string;
  /** Null for a deletion recorded before who deleted was kept. */
  deleted_by: { _id: string; name: string; type: UserType } | null;
  /** Null for a deletion recorded before a reason was required. */
  reason: string | null;
  /** Its month's final figures keep it (the month had frozen by the deletion), or it left an open month's. */
  effect: DeletionEffect;
  /** When its month of receipt froze, if it has. */
  month_frozen_on: string | null;
}
