import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/ui/brand-logo';
import { CopyrightLine } from '../../components/ui/copyright-line';
import { LanguageSwitcher } from '../shell/language-switcher';

/** The frame of pages outside the signed-in area: sign-in and not-found. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <BrandLogo size={32} />
          <Typography component="span" variant="h6" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <LanguageSwitcher onDark />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', p: { xs: 2, sm: 4 } }}>
        {children}
      </Box>
      <Box component="footer" sx={{ px: 3, py: 2, textAlign: 'center' }}>
        <CopyrightLine />
      </Box>
    </Box>
  );
}
