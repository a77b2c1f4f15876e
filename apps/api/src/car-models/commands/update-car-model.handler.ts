import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarModelVersionsRepository } from '@voc/persistence';
import { UnitOfWork } from '@voc/sql';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { isUuid } from '../../common/sql/like-pattern.util';
import { CarModelErrors } from '../car-models.exception';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { UpdateCarModelCommand } from './update-car-model.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

@CommandHandler(UpdateCarModelCommand)
export class UpdateCarModelHandler implements ICommandHandler<UpdateCarModelCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    @InjectRepositoryFactory(CarModelVersionsRepository) private readonly carModelVersions: RepositoryFactory<CarModelVersionsRepository>,
    @InjectRepositoryFactory(CarModelsRepository) private readonly carModels: RepositoryFactory<CarModelsRepository>,
  ) {}

  async execute({ id, body }: UpdateCarModelCommand): Promise<void> {
    if (!isUuid(id)) throw CarModelErrors.notFound();
    try {
      await this.uow.run(async (tx) => {
        const models = this.carModels.for(tx);
        const before = await models.findById(id, true);
        if (!before || !(await models.update(id, body))) throw CarModelErrors.notFound();
        // The dated history (issue 31): a month's segment figures take the segments in force then.
        await this.carModelVersions.for(tx).recordChanged(id, before);
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'car_models_model_key') throw CarModelErrors.taken();
      throw error;
    }
  }
}
