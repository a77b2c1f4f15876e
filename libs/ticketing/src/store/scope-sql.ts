import type { TicketScope } from '@voc/domain';
import type { SqlParams } from '@voc/sql';

/** The WHERE condition that keeps a query inside a user's ticket scope (alias = tickets). */
export function scopeCondition(scope: TicketScope, alias: string, params: SqlParams): string {
  switch (scope.kind) {
    case 'all':
      return `${alias}.type = ANY(${params.add(scope.types)}::text[])`;
    case 'none':
      return 'false';
    case 'dealer':
      return `(${alias}.dealer_ref = ${params.add(scope.dealerRef)} AND ${alias}.type = ANY(${params.add(scope.types)}::text[]))`;
    case 'area':
    case 'region': {
      const column = scope.kind === 'area' ? 'area_code' : 'region';
      const parts = Object.entries(scope.byType).map(([type, value]) => `(${alias}.type = ${params.add(type)} AND ${alias}.${column} = ${params.add(value)})`);
      return parts.length ? `(${parts.join(' OR ')})` : 'false';
    }
  }
}
