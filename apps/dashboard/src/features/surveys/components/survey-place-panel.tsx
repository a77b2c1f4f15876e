import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DrillBreadcrumbs } from '../../../components/reports/drill-breadcrumbs';
import { drillUp } from '../../../lib/reports/drill-down';
import type { NetworkPlace } from '../../../lib/reports/network-place';

interface SurveyPlacePanelProps<P extends NetworkPlace> {
  /** The filters with the place the table shows. */
  place: P;
  onPlace: (next: P) => void;
  /** Say that a row opens the level below (not on the dealers' level, nor over nothing). */
  rowHint: boolean;
  /** The places' table. */
  children: ReactNode;
}

/** A survey report's table of places, under the way back up the network (network › region › area). */
export function SurveyPlacePanel<P extends NetworkPlace>({ place, onPlace, rowHint, children }: SurveyPlacePanelProps<P>) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack sx={{ px: 2, pt: 1.5 }}>
        <DrillBreadcrumbs filters={place} onUp={(level) => onPlace({ ...place, ...drillUp(place, level) })} />
        {rowHint && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
            {t('surveyReports.rowHint')}
          </Typography>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
