import { Query } from '@nestjs/cqrs';
import type { CarModelView } from '@voc/contracts';

/** The whole car-model master. */
export class ListCarModelsQuery extends Query<CarModelView[]> {}
