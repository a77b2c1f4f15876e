import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGEND_KPIS } from '../utils/kpi-measures';

function LegendList() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'max-content 1fr' }, columnGap: 2, rowGap: 1 }}>
        {LEGEND_KPIS.map((kpi) => (
          <Box key={kpi} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700, whiteSpace: { md: 'nowrap' } }}>
              {t(`kpi.${kpi}`)} · {t(`kpi.${kpi}.title`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {t(`kpi.${kpi}.definition`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('kpi.legend.rate')}
      </Typography>
    </>
  );
}

/** What each KPI measures (SPEC.md §9 KPI deadlines), open on the report, folded on the dashboard. */
export function KpiLegend({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (folded) {
    return (
      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('kpi.legend')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <LegendList />
        </AccordionDetails>
      </Accordion>
    );
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('kpi.legend')}
      </Typography>
      <LegendList />
    </Paper>
  );
}
