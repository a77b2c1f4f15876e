import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

interface RecordHeaderProps {
  /** The list the record belongs to, and the way back to it. */
  back: { to: string; label: string };
  title: ReactNode;
  /** Beside the title: the record's status. */
  badges: ReactNode;
  /** Under the title. */
  subtitle: ReactNode;
  /** What the user may do with the record, beside the title on a wide screen and under it on a narrow one. */
  actions?: ReactNode;
}

/** The head of one record's page (a dealer, a ticket): the way back to its list, its title and status, and its actions. */
export function RecordHeader({ back, title, badges, subtitle, actions }: RecordHeaderProps) {
  return (
    <Stack spacing={1}>
      <BackLink to={back.to} label={back.label} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {badges}
          </Stack>
          {subtitle}
        </Stack>
        {actions}
      </Stack>
    </Stack>
  );
}
