import { Query } from '@nestjs/cqrs';
import type { FigureTicketsAnswer, FigureTicketsQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The tickets behind one figure of the KPI dashboard, under the figure's own filters. */
export class FigureTicketsQuery extends Query<FigureTicketsAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: FigureTicketsQueryDto,
  ) {
    super();
  }
}
