import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import type { ReactNode } from 'react';

interface ScrollingTableProps {
  /** Names the frame (a region the keyboard can scroll). */
  label: string;
  /** Names the table too (the lists whose table is the page's). */
  labelTable?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/** A small table that scrolls sideways inside its frame on a phone; the page itself never scrolls sideways. */
export function ScrollingTable({ label, labelTable = false, children }: ScrollingTableProps) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={labelTable ? label : undefined}>
        {children}
      </Table>
    </Box>
  );
}
