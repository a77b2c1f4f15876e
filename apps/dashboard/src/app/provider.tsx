import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { i18n } from '../i18n/i18n';
import { GlobalOverlays } from './global-overlays';
import { LocaleSync } from './locale-sync';
import { type AppStore, store as appStore } from './store';
import { useAppSelector } from '../lib/store/store-hooks';
import { createAppTheme } from './theme';
import { selectLocale } from '../lib/store/ui-slice';

function ThemedApp({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocaleSync />
      {children}
      <GlobalOverlays />
    </ThemeProvider>
  );
}

/** Store, translations and theme for the whole app; the message dialog and loader sit on top. */
export function AppProvider({ children, store = appStore }: { children: ReactNode; store?: AppStore }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp>{children}</ThemedApp>
      </I18nextProvider>
    </ReduxProvider>
  );
}
