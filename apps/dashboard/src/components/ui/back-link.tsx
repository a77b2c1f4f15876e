import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The way back from a record's page to the list it came from ("Back to Dealers"). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <div>
      <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} size="small">
        {label}
      </Button>
    </div>
  );
}
