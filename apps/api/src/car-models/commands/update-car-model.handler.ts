import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/persistence';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { isUuid } from '../../common/sql/like-pattern.util';
import { CarModelErrors } from '../car-models.exception';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { UpdateCarModelCommand } from './update-car-model.command';

@CommandHandler(UpdateCarModelCommand)
export class UpdateCarModelHandler implements ICommandHandler<UpdateCarModelCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ id, body }: UpdateCarModelCommand): Promise<void> {
    if (!isUuid(id)) throw CarModelErrors.notFound();
    try {
      if (!(await new CarModelsRepository(this.uow.runner).update(id, body))) throw CarModelErrors.notFound();
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'car_models_model_key') throw CarModelErrors.taken();
      throw error;
    }
  }
}
