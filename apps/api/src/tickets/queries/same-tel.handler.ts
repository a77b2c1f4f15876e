import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DuplicateTelWarning } from '@voc/contracts';
import { sameTelThisMonth } from '@voc/ticketing';
import { SameTelQuery } from './same-tel.query';

@QueryHandler(SameTelQuery)
export class SameTelHandler implements IQueryHandler<SameTelQuery, DuplicateTelWarning['existing']> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, query }: SameTelQuery): Promise<DuplicateTelWarning['existing']> {
    return sameTelThisMonth(this.db, principal, query);
  }
}
