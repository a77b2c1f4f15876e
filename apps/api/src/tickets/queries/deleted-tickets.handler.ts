import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeletedTicketView, ListBody } from '@voc/contracts';
import { deletionEffectOf } from '@voc/domain';
import { DeletedTicketsRepository } from '../repositories/deleted-tickets.repository';
import { DeletedTicketsQuery } from './deleted-tickets.query';

@QueryHandler(DeletedTicketsQuery)
export class DeletedTicketsHandler implements IQueryHandler<DeletedTicketsQuery, ListBody<DeletedTicketView>> {
  constructor(private readonly repository: DeletedTicketsRepository) {}

  async execute({ filters }: DeletedTicketsQuery): Promise<ListBody<DeletedTicketView>> {
    const repository = this.repository;
    const { rows, total } = await repository.page(filters);
    const frozen = await repository.frozenOn([...new Set(rows.map((row) => row.received_month))]);
    return {
      total,
      result: rows.map((row) => {
        const frozenOn = frozen.get(row.received_month) ?? null;
        return {
          _id: row.id,
          case_no: row.case_no,
          type: row.type,
          source: row.source,
          status: row.status,
          dealer_code: row.dealer_code,
          dealer_name: row.dealer_name,
          branch_name: row.branch_name ?? '',
          created_date: row.created_date.toISOString(),
          deleted_at: row.deleted_at.toISOString(),
          deleted_by: row.deleted_by ? { _id: row.deleted_by, name: row.deleted_by_name ?? '', type: row.deleted_by_type ?? 'csn' } : null,
          reason: row.deleted_reason,
          effect: deletionEffectOf(frozenOn, row.deleted_at),
          month_frozen_on: frozenOn ? frozenOn.toISOString() : null,
        };
      }),
    };
  }
}
