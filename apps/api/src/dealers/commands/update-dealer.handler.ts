import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Placement, Principal } from '@voc/domain';
import { DealerEntity, UserEntity } from '@voc/persistence';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { fieldChanges, type AuditedFields } from '../../audit/utils/field-changes.util';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { isUuid } from '../../common/sql/like-pattern.util';
import { DealerErrors } from '../dealers.exception';
import { auditedDealerFields, placementOf } from '../mappers/dealer-view.mapper';
import { applyDealerBody, dealerColumns, dealerProblems } from '../utils/dealer-record.util';
import { UpdateDealerCommand } from './update-dealer.command';

const userPlacement = (user: UserEntity): AuditedFields => ({
  dealer_sales_region: user.dealerSalesRegion,
  dealer_service_region: user.dealerServiceRegion,
  sale_area_code: user.saleAreaCode,
  service_area_code: user.serviceAreaCode,
});
const placementFields = (placement: Placement): AuditedFields => ({ ...placement });

@CommandHandler(UpdateDealerCommand)
export class UpdateDealerHandler implements ICommandHandler<UpdateDealerCommand, string> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ actor, dealerId, body }: UpdateDealerCommand): Promise<string> {
    if (!isUuid(dealerId)) throw DealerErrors.notFound();
    try {
      await this.db.transaction(async (manager) => {
        const current = await manager.findOne(DealerEntity, { where: { id: dealerId }, lock: { mode: 'pessimistic_write' } });
        if (!current) throw DealerErrors.notFound();
        const next = applyDealerBody(current, body);
        const problems = dealerProblems(next);
        if (problems.length) throw DealerErrors.invalid(problems);
        const changes = fieldChanges(auditedDealerFields(current), auditedDealerFields(next));
        if (Object.keys(changes).length === 0) return;
        await manager.update(DealerEntity, { id: dealerId }, dealerColumns(next));
        await this.audit.record(manager, actor, [{ entityType: 'dealer', entityId: dealerId, action: 'updated', changes }]);
        await this.moveStaff(manager, actor, dealerId, placementOf(next));
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'dealers_dealer_code_key') throw DealerErrors.codeTaken();
      throw error;
    }
    return dealerId;
  }

  /** Dealer staff carry their dealer's regions and areas: they follow it, each move recorded. */
  private async moveStaff(manager: EntityManager, actor: Principal, dealerId: string, placement: Placement): Promise<void> {
    const staff = await manager.find(UserEntity, { where: { dealerRef: dealerId, type: 'dealer' }, lock: { mode: 'pessimistic_write' } });
    const moved = staff
      .map((user) => ({ user, changes: fieldChanges(userPlacement(user), placementFields(placement)) }))
      .filter(({ changes }) => Object.keys(changes).length > 0);
    if (moved.length === 0) return;
    const ids = moved.map(({ user }) => user.id);
    await manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({
        dealerSalesRegion: placement.dealer_sales_region as UserEntity['dealerSalesRegion'],
        dealerServiceRegion: placement.dealer_service_region as UserEntity['dealerServiceRegion'],
        saleAreaCode: placement.sale_area_code,
        serviceAreaCode: placement.service_area_code,
      })
      .whereInIds(ids)
      .execute();
    await this.audit.record(
      manager,
      actor,
      moved.map(({ user, changes }) => ({ entityType: 'user' as const, entityId: user.id, action: 'updated' as const, changes })),
    );
  }
}
