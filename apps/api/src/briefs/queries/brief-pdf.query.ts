import { Query } from '@nestjs/cqrs';
import type { BriefQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { BriefPdf } from '../services/month-brief-writer';

/** A place's monthly executive brief as its A4 PDF (BRIEF_{scope}_{YYYYMM}.pdf). */
export class BriefPdfQuery extends Query<BriefPdf> {
  constructor(
    readonly principal: Principal,
    readonly filters: BriefQueryDto,
  ) {
    super();
  }
}
