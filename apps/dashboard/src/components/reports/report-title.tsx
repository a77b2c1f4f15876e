import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaveViewButton } from '../saved-views/save-view-button';

/** A report page's title, with "save view" (issue 32) for the filters the report shows. */
export function ReportTitle({ title }: { title: string }) {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <SaveViewButton />
    </Stack>
  );
}
