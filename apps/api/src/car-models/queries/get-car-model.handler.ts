import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CarModelView } from '@voc/contracts';
import { isUuid } from '../../common/sql/like-pattern.util';
import { CarModelErrors } from '../car-models.exception';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { GetCarModelQuery } from './get-car-model.query';

@QueryHandler(GetCarModelQuery)
export class GetCarModelHandler implements IQueryHandler<GetCarModelQuery, CarModelView> {
  constructor(private readonly carModels: CarModelsRepository) {}

  async execute({ id }: GetCarModelQuery): Promise<CarModelView> {
    const found = isUuid(id) ? await this.carModels.findById(id) : null;
    if (!found) throw CarModelErrors.notFound();
    return found;
  }
}
