import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealerVersionsRepository } from '@voc/persistence';
import { UnitOfWork } from '@voc/sql';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { createdChanges } from '../../audit/utils/field-changes.util';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { DealerErrors } from '../dealers.exception';
import { auditedDealerFields } from '../mappers/dealer-view.mapper';
import { DealersRepository } from '../repositories/dealers.repository';
import { applyDealerBody, dealerColumns, dealerProblems } from '../utils/dealer-record.util';
import { CreateDealerCommand } from './create-dealer.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

@CommandHandler(CreateDealerCommand)
export class CreateDealerHandler implements ICommandHandler<CreateDealerCommand, string> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
    @InjectRepositoryFactory(DealerVersionsRepository) private readonly dealerVersions: RepositoryFactory<DealerVersionsRepository>,
    @InjectRepositoryFactory(DealersRepository) private readonly dealers: RepositoryFactory<DealersRepository>,
  ) {}

  async execute({ actor, body }: CreateDealerCommand): Promise<string> {
    const dealer = applyDealerBody(null, body);
    const problems = dealerProblems(dealer);
    if (problems.length) throw DealerErrors.invalid(problems);
    try {
      return await this.uow.run(async (tx) => {
        const created = await this.dealers.for(tx).insert(dealerColumns(dealer));
        const id = created.id;
        await this.dealerVersions.for(tx).recordCreated(id);
        await this.audit.record(tx, actor, [{ entityType: 'dealer', entityId: id, action: 'created', changes: createdChanges(auditedDealerFields(created)) }]);
        return id;
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'dealers_dealer_code_key') throw DealerErrors.codeTaken();
      throw error;
    }
  }
}
