import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarModelVersionsRepository } from '@voc/persistence';
import { UnitOfWork } from '@voc/sql';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { CarModelErrors } from '../car-models.exception';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { CreateCarModelCommand } from './create-car-model.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

@CommandHandler(CreateCarModelCommand)
export class CreateCarModelHandler implements ICommandHandler<CreateCarModelCommand, string> {
  constructor(
    private readonly uow: UnitOfWork,
    @InjectRepositoryFactory(CarModelVersionsRepository) private readonly carModelVersions: RepositoryFactory<CarModelVersionsRepository>,
    @InjectRepositoryFactory(CarModelsRepository) private readonly carModels: RepositoryFactory<CarModelsRepository>,
  ) {}

  async execute({ body }: CreateCarModelCommand): Promise<string> {
    try {
      return await this.uow.run(async (tx) => {
        const id = await this.carModels.for(tx).insert(body);
        // The dated history (issue 31): a month's segment figures take the segments in force then.
        await this.carModelVersions.for(tx).recordCreated(id);
        return id;
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'car_models_model_key') throw CarModelErrors.taken();
      throw error;
    }
  }
}
