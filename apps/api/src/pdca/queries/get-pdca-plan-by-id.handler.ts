import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import { PdcaPlanViews } from '../services/pdca-plan-views.service';
import { GetPdcaPlanByIdQuery } from './get-pdca-plan-by-id.query';

@QueryHandler(GetPdcaPlanByIdQuery)
export class GetPdcaPlanByIdHandler implements IQueryHandler<GetPdcaPlanByIdQuery, PdcaPlanView> {
  constructor(private readonly views: PdcaPlanViews) {}

  execute({ principal, planId }: GetPdcaPlanByIdQuery): Promise<PdcaPlanView> {
    return this.views.byId(principal, planId);
  }
}
