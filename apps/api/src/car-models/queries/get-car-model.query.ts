import { Query } from '@nestjs/cqrs';
import type { CarModelView } from '@voc/contracts';

/** One car-model master entry (404 when there is none). */
export class GetCarModelQuery extends Query<CarModelView> {
  constructor(readonly id: string) {
    super();
  }
}
