import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  /** The page's own actions beside the heading (they wrap below it on a narrow screen); `false` keeps the row with none. */
  actions?: ReactNode;
  /** A line under the heading saying what the page is for. */
  intro?: ReactNode;
}

/** A page's heading (its one h1), with the page's actions beside it and a line of introduction under it. */
export function PageHeading({ title, actions, intro }: PageHeadingProps) {
  const heading = (
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
  );
  return (
    <>
      {actions === undefined ? (
        heading
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          {heading}
          {actions}
        </Stack>
      )}
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      )}
    </>
  );
}
