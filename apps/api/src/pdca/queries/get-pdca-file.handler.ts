import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PdcaPlanWriter } from '../services/pdca-plan-writer.service';
import { GetPdcaFileQuery } from './get-pdca-file.query';

@QueryHandler(GetPdcaFileQuery)
export class GetPdcaFileHandler implements IQueryHandler<GetPdcaFileQuery, { key: string; originalname: string; mimeType: string }> {
  constructor(private readonly writer: PdcaPlanWriter) {}

  execute({ principal, planId, fileId }: GetPdcaFileQuery) {
    return this.writer.fileOf(principal, planId, fileId);
  }
}
