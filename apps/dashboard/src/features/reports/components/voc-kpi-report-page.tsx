import type { SignedInUser } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { useMemo } from 'react';
import { KpiReportPage, type KpiPageVariant } from './kpi-report-page';

/**
 * `/app/report/salevockpi` and `/servicevockpi` (SPEC.md §2): the KPI table of survey (Q-VOC)
 * tickets of one type, per dealer branch or per entity (dealer company, its branches summed),
 * with a chart of one KPI per group; QVOC_KPI_{DDMMYY}.xlsx from the report's header.
 */
export function VocKpiReportPage({ title, user, type }: { title: string; user: SignedInUser; type: TicketType }) {
  const variant = useMemo<KpiPageVariant>(() => ({ groupings: ['dealer', 'entity'], fixed: { type, mode: 'qvoc' }, download: { download: 'kpi', variant: 'qvoc', fixedType: type }, chart: true }), [type]);
  return <KpiReportPage title={title} user={user} variant={variant} />;
}
