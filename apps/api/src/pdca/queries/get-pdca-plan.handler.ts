import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import { PdcaPlanViews } from '../services/pdca-plan-views.service';
import { GetPdcaPlanQuery } from './get-pdca-plan.query';

@QueryHandler(GetPdcaPlanQuery)
export class GetPdcaPlanHandler implements IQueryHandler<GetPdcaPlanQuery, PdcaPlanView> {
  constructor(private readonly views: PdcaPlanViews) {}

  execute({ principal, key }: GetPdcaPlanQuery): Promise<PdcaPlanView> {
    return this.views.byKey(principal, key.dealer, key.type, `${key.month}-01`);
  }
}
