import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from './scrolling-table';

interface TablePanelProps {
  /** Names the table and its frame (the page's title). */
  label: string;
  /** A bar over the table while its rows load. */
  loading: boolean;
  /** The table's head and body. */
  children: ReactNode;
  /** Under the table (its pager). */
  footer?: ReactNode;
}

/** A page's one table in its frame: a bar while its rows load, and the table scrolling sideways inside the frame on a phone. */
export function TablePanel({ label, loading, children, footer }: TablePanelProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      {loading && <LinearProgress aria-label={t('common.loading')} />}
      <ScrollingTable label={label} labelTable>
        {children}
      </ScrollingTable>
      {footer}
    </Paper>
  );
}
