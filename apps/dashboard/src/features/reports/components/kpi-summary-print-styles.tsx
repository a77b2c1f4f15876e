import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Printing the management summary: one landscape A4 page, the app's header, menu, footer and the
 * page's own controls left out, tables a little smaller so every KPI and region fits.
 */
export function KpiSummaryPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4 landscape', margin: '8mm' },
          '.MuiAppBar-root, .MuiDrawer-root, footer, .no-print': { display: 'none !important' },
          '.MuiToolbar-root:has(+ main)': { display: 'none !important' },
          main: { padding: '0 !important' },
          '.kpi-summary': { zoom: 0.6 },
          '.kpi-summary .kpi-trend-chart': { height: '200px !important' },
          '.kpi-summary .MuiPaper-root': { boxShadow: 'none', breakInside: 'avoid' },
          '.kpi-summary td, .kpi-summary th': { padding: '2px 4px !important' },
        },
      }}
    />
  );
}
