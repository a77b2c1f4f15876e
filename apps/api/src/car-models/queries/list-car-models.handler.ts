import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CarModelView } from '@voc/contracts';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { ListCarModelsQuery } from './list-car-models.query';

@QueryHandler(ListCarModelsQuery)
export class ListCarModelsHandler implements IQueryHandler<ListCarModelsQuery, CarModelView[]> {
  constructor(private readonly carModels: CarModelsRepository) {}

  execute(): Promise<CarModelView[]> {
    return this.carModels.list();
  }
}
