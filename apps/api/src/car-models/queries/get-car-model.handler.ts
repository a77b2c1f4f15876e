import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CarModelView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { isUuid } from '../../common/sql/like-pattern.util';
import { CarModelErrors } from '../car-models.exception';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { GetCarModelQuery } from './get-car-model.query';

@QueryHandler(GetCarModelQuery)
export class GetCarModelHandler implements IQueryHandler<GetCarModelQuery, CarModelView> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ id }: GetCarModelQuery): Promise<CarModelView> {
    const found = isUuid(id) ? await new CarModelsRepository(this.uow.runner).findById(id) : null;
    if (!found) throw CarModelErrors.notFound();
    return found;
  }
}
