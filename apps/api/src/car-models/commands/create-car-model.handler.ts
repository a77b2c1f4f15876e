import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/persistence';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { CarModelErrors } from '../car-models.exception';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { CreateCarModelCommand } from './create-car-model.command';

@CommandHandler(CreateCarModelCommand)
export class CreateCarModelHandler implements ICommandHandler<CreateCarModelCommand, string> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ body }: CreateCarModelCommand): Promise<string> {
    try {
      return await new CarModelsRepository(this.uow.runner).insert(body);
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'car_models_model_key') throw CarModelErrors.taken();
      throw error;
    }
  }
}
