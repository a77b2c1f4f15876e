import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type DealerRegion, regionLabel } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useDealerByIdQuery } from '../../lib/dealers/dealer-lookup-api';
import { dealerLabel } from '../../lib/dealers/dealer-label';
import { type DrillCrumb, type DrillLevel, drillCrumbs } from '../../lib/reports/drill-down';
import type { ReportFilters } from '../../lib/reports/report-filters';

/** Where the drill-down stands (all › REGION 1 › R1-2 › dealer); an earlier step goes back up. */
export function DrillBreadcrumbs({ filters, onUp }: { filters: Pick<ReportFilters, 'region' | 'area_code' | 'dealer_id'>; onUp: (level: DrillLevel) => void }) {
  const { t, i18n } = useTranslation();
  const crumbs = drillCrumbs(filters);
  const { data: dealer } = useDealerByIdQuery(filters.dealer_id, { skip: !filters.dealer_id });
  const name = (crumb: DrillCrumb) => {
    switch (crumb.level) {
      case 'top':
        return t('kpiDashboard.crumb.top');
      case 'region':
        return regionLabel(crumb.value as DealerRegion);
      case 'area':
        return crumb.value;
      case 'dealer':
        return dealer ? dealerLabel(dealer, i18n.language) : '…';
    }
  };
  return (
    <Breadcrumbs aria-label={t('kpiDashboard.crumbs')} sx={{ mb: 1 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.level} color="text.primary" aria-current="location" sx={{ fontWeight: 600 }}>
            {name(crumb)}
          </Typography>
        ) : (
          <Link key={crumb.level} component="button" type="button" underline="hover" onClick={() => onUp(crumb.level)}>
            {name(crumb)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
