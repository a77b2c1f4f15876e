import { Query } from '@nestjs/cqrs';
import type { OwnerCandidateView, OwnerWorkloadRow, TicketActivityAnswer } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** A ticket's log entries after a position (the ticket page's look for someone else's change). */
export class TicketActivityQuery extends Query<TicketActivityAnswer> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly after: string | null,
  ) {
    super();
  }
}

/** The people a ticket may be given to, with their open tickets. */
export class OwnerCandidatesQuery extends Query<OwnerCandidateView[]> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
  ) {
    super();
  }
}

/** Open tickets per owner in the user's scope. */
export class OwnerWorkloadQuery extends Query<OwnerWorkloadRow[]> {
  constructor(readonly principal: Principal) {
    super();
  }
}
