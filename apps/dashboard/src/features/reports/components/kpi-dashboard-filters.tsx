import type { ComponentProps } from 'react';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';
import { ReportFilterFields } from '../../../components/reports/report-filter-fields';

/** The KPI dashboard's filters: they apply as they change; on a phone in a drawer, the applied ones as chips. */
export function KpiDashboardFilters(props: ComponentProps<typeof ReportFilterFields>) {
  const chips = useReportFilterChips(props.value);
  return (
    <ReportFilterPanel chips={chips}>
      <ReportFilterFields {...props} />
    </ReportFilterPanel>
  );
}
