import { HOTSHEET_IMPORT_ROLES } from '../imports/hotsheet-roles';
import { CALLCENTER_TICKET_CREATORS } from '../menu/role-sets';
import type { UserType } from '../users/user-types';
import type { TicketSource } from './ticket-kinds';

/**
 * Who may create a ticket, and of which source (issue 11 "Rights"). The spec says where tickets
 * come from (SPEC.md §1) but not who may raise each; our reading:
 *
 * - survey: only the survey programme, which head office runs (csn, nissan). Dealer staff never
 *   raise a survey ticket about their own branch.
 * - hotsheet: the hot-alert handlers (HOTSHEET_IMPORT_ROLES: csn, nissan, callcenter).
 * - hotsheet_import: only the hotsheet import, run by those same handlers; never a single create.
 * - callcenter: the call-centre creator set (CALLCENTER_TICKET_CREATORS), the same set whose menu
 *   offers the new-ticket forms.
 *
 * The api refuses the rest with 403 before it looks at the dealer; the menu and the route guard
 * read the same function, so no form is offered that the server would refuse.
 */
export type TicketCreationChannel = 'form' | 'import';

export const SURVEY_TICKET_CREATORS: readonly UserType[] = ['csn', 'nissan'];

const CREATORS: Record<TicketSource, { channel: TicketCreationChannel; roles: readonly UserType[] }> = {
  survey: { channel: 'form', roles: SURVEY_TICKET_CREATORS },
  hotsheet: { channel: 'form', roles: HOTSHEET_IMPORT_ROLES },
  hotsheet_import: { channel: 'import', roles: HOTSHEET_IMPORT_ROLES },
  callcenter: { channel: 'form', roles: CALLCENTER_TICKET_CREATORS },
};

/** Whether a user of this type may create a ticket of this source through this channel. */
export function mayCreateTicket(type: UserType, source: TicketSource, channel: TicketCreationChannel = 'form'): boolean {
  const rule = CREATORS[source];
  return rule.channel === channel && rule.roles.includes(type);
}
