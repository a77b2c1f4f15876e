import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DealerDetailView } from '@voc/contracts';
import { DEALER_EDITORS, dealerReadScope, USER_MANAGERS } from '@voc/domain';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { isUuid } from '../../common/sql/like-pattern.util';
import { DealerErrors } from '../dealers.exception';
import { toDealerStaffView, toDealerView } from '../mappers/dealer-view.mapper';
import { DealersRepository } from '../repositories/dealers.repository';
import { UsersRepository } from '../../user-records/users.repository';
import { GetDealerQuery } from './get-dealer.query';

/**
 * GET /api/dealers/{id}. A dealer user asking for another branch gets 404, as for one that does
 * not exist. The staff list is for user managers (passport ids are sign-in names), the history
 * for dealer editors.
 */
@QueryHandler(GetDealerQuery)
export class GetDealerHandler implements IQueryHandler<GetDealerQuery, DealerDetailView> {
  constructor(
    private readonly audit: AuditTrail,
    private readonly dealers: DealersRepository,
    private readonly users: UsersRepository,
  ) {}

  async execute({ principal, dealerId }: GetDealerQuery): Promise<DealerDetailView> {
    const scope = dealerReadScope(principal);
    if (!isUuid(dealerId) || scope.kind === 'none' || (scope.kind === 'own' && scope.dealerRef !== dealerId)) throw DealerErrors.notFound();
    const dealer = await this.dealers.findById(dealerId);
    if (!dealer) throw DealerErrors.notFound();
    const detail: DealerDetailView = toDealerView(dealer);
    if (USER_MANAGERS.includes(principal.type)) {
      const staff = await this.users.staffOf(dealerId);
      detail.staff = staff.map(toDealerStaffView);
    }
    if (DEALER_EDITORS.includes(principal.type)) detail.history = await this.audit.history('dealer', dealerId);
    return detail;
  }
}
