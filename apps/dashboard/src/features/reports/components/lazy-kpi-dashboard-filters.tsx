import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, Suspense, lazy } from 'react';
import type { ReportFilterFields as ReportFilterFieldsView } from './report-filter-fields';

const LazyReportFilterFields = lazy(() => import('./report-filter-fields').then((module) => ({ default: module.ReportFilterFields })));

/**
 * The KPI dashboard's filters, their code (pickers, autocomplete, popper) fetched apart: the
 * dashboard mounts, and its report calls start, without waiting for it. A field-high placeholder
 * meanwhile, so nothing moves when they come.
 */
export function ReportFilterFields(props: ComponentProps<typeof ReportFilterFieldsView>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={40} sx={{ flexGrow: 1 }} />}>
      <LazyReportFilterFields {...props} />
    </Suspense>
  );
}
