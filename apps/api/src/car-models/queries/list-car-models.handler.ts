import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CarModelView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { CarModelsRepository } from '../repositories/car-models.repository';
import { ListCarModelsQuery } from './list-car-models.query';

@QueryHandler(ListCarModelsQuery)
export class ListCarModelsHandler implements IQueryHandler<ListCarModelsQuery, CarModelView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute(): Promise<CarModelView[]> {
    return new CarModelsRepository(this.uow.runner).list();
  }
}
