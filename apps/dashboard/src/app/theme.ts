import { enUS, thTH } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type { Locale } from '@voc/domain';

export const PRIMARY_RED = '#C3002F';
/** Below this width the navigation is a temporary (modal) drawer (SPEC.md §2 Shell). */
export const WIDE_SCREEN_MIN_WIDTH = 1200;
export const DRAWER_WIDTH = 288;

const FONT_FAMILY = ['Sarabun', 'Tahoma', '"Segoe UI"', 'Arial', 'sans-serif'].join(',');

/** The MUI theme: red primary, the bundled Sarabun font, MUI's own texts in the chosen language. */
export function createAppTheme(locale: Locale) {
  return createTheme(
    {
      palette: {
        primary: { main: PRIMARY_RED },
        secondary: { main: '#3A3F44' },
        background: { default: '#F5F5F6' },
      },
      typography: {
        fontFamily: FONT_FAMILY,
        button: { textTransform: 'none', fontWeight: 600 },
      },
      breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: WIDE_SCREEN_MIN_WIDTH, xl: 1536 } },
      shape: { borderRadius: 8 },
      components: {
        MuiTableCell: { styleOverrides: { root: { padding: 5 } } },
      },
    },
    locale === 'th-TH' ? thTH : enUS,
  );
}
