import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CarModelsController } from './car-models.controller';
import { CreateCarModelHandler } from './commands/create-car-model.handler';
import { UpdateCarModelHandler } from './commands/update-car-model.handler';
import { GetCarModelHandler } from './queries/get-car-model.handler';
import { ListCarModelsHandler } from './queries/list-car-models.handler';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { CarModelVersionsRepository } from '@voc/persistence';
import { CarModelsRepository } from './repositories/car-models.repository';

/** The car-model master (model → segment, Thai and English names). */
@Module({
  imports: [CqrsModule],
  controllers: [CarModelsController],
  providers: [...mainRepositories(CarModelsRepository), ...repositoryFactories(CarModelVersionsRepository, CarModelsRepository), ListCarModelsHandler, GetCarModelHandler, CreateCarModelHandler, UpdateCarModelHandler],
})
export class CarModelsModule {}
