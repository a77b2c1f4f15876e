import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Placement, Principal } from '@voc/domain';
import { DealerVersionsRepository, type UserRecord } from '@voc/persistence';
import { UnitOfWork, type SqlRunner } from '@voc/sql';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { AccountCache } from '../../auth/services/account-cache.service';
import { fieldChanges, type AuditedFields } from '../../audit/utils/field-changes.util';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { isUuid } from '../../common/sql/like-pattern.util';
import { DealerErrors } from '../dealers.exception';
import { auditedDealerFields, placementOf } from '../mappers/dealer-view.mapper';
import { DealersRepository } from '../repositories/dealers.repository';
import { UsersRepository } from '../../user-records/users.repository';
import { applyDealerBody, dealerColumns, dealerProblems } from '../utils/dealer-record.util';
import { UpdateDealerCommand } from './update-dealer.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

const userPlacement = (user: UserRecord): AuditedFields => ({
  dealer_sales_region: user.dealerSalesRegion,
  dealer_service_region: user.dealerServiceRegion,
  sale_area_code: user.saleAreaCode,
  service_area_code: user.serviceAreaCode,
});
const placementFields = (placement: Placement): AuditedFields => ({ ...placement });

@CommandHandler(UpdateDealerCommand)
export class UpdateDealerHandler implements ICommandHandler<UpdateDealerCommand, string> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
    private readonly accounts: AccountCache,
    @InjectRepositoryFactory(DealerVersionsRepository) private readonly dealerVersions: RepositoryFactory<DealerVersionsRepository>,
    @InjectRepositoryFactory(DealersRepository) private readonly dealers: RepositoryFactory<DealersRepository>,
    @InjectRepositoryFactory(UsersRepository) private readonly users: RepositoryFactory<UsersRepository>,
  ) {}

  async execute({ actor, dealerId, body }: UpdateDealerCommand): Promise<string> {
    if (!isUuid(dealerId)) throw DealerErrors.notFound();
    try {
      await this.uow.run(async (tx) => {
        const dealers = this.dealers.for(tx);
        const current = await dealers.findById(dealerId, true);
        if (!current) throw DealerErrors.notFound();
        const next = applyDealerBody(current, body);
        const problems = dealerProblems(next);
        if (problems.length) throw DealerErrors.invalid(problems);
        const changes = fieldChanges(auditedDealerFields(current), auditedDealerFields(next));
        if (Object.keys(changes).length === 0) return;
        await dealers.update(dealerId, dealerColumns(next));
        // The dated history (issue 31): reports take a figure's company, areas and hours as they were then.
        await this.dealerVersions.for(tx).recordChanged(dealerId, current);
        await this.audit.record(tx, actor, [{ entityType: 'dealer', entityId: dealerId, action: 'updated', changes }]);
        await this.moveStaff(tx, actor, dealerId, placementOf(next));
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'dealers_dealer_code_key') throw DealerErrors.codeTaken();
      throw error;
    }
    // Committed: a closed branch's staff (and moved staff's scope) hold in this process's token
    // guard at once, in the others within AUTH_CACHE_MS.
    this.accounts.forgetAll();
    return dealerId;
  }

  /** Dealer staff carry their dealer's regions and areas: they follow it, each move recorded. */
  private async moveStaff(tx: SqlRunner, actor: Principal, dealerId: string, placement: Placement): Promise<void> {
    const users = this.users.for(tx);
    const staff = await users.staffOf(dealerId, true);
    const moved = staff
      .map((user) => ({ user, changes: fieldChanges(userPlacement(user), placementFields(placement)) }))
      .filter(({ changes }) => Object.keys(changes).length > 0);
    if (moved.length === 0) return;
    const ids = moved.map(({ user }) => user.id);
    await users.place(ids, placement);
    await this.audit.record(
      tx,
      actor,
      moved.map(({ user, changes }) => ({ entityType: 'user' as const, entityId: user.id, action: 'updated' as const, changes })),
    );
  }
}
