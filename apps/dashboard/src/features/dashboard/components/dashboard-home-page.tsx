import Stack from '@mui/material/Stack';
import type { SignedInUser } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import type { ReactNode } from 'react';
import { WelcomeBanner } from './welcome-banner';
import { WhatYouCanDo } from './what-you-can-do';

interface DashboardHomePageProps {
  user: SignedInUser;
  locale: Locale;
  /**
   * The KPI dashboard, composed in by the app (features/reports owns the report calls and
   * charts; features do not import each other).
   */
  children?: ReactNode;
}

/** `/app/main`: the welcome banner on top, then the KPI dashboard, then what the user can do. */
export function DashboardHomePage({ user, locale, children }: DashboardHomePageProps) {
  return (
    <Stack spacing={3}>
      <WelcomeBanner user={user} locale={locale} />
      {children}
      <WhatYouCanDo principal={user} />
    </Stack>
  );
}
