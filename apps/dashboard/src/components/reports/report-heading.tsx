import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ReportHeadingProps {
  title: string;
  /** Under the title: what the figures cover. */
  details: ReactNode;
  /** Beside the title (under it on a narrow screen): how fresh the data is, and what the page offers. */
  aside: ReactNode;
}

/** A report page's heading, what its figures cover, and beside it how fresh they are. */
export function ReportHeading({ title, details, aside }: ReportHeadingProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {details}
      </Box>
      {aside}
    </Stack>
  );
}
