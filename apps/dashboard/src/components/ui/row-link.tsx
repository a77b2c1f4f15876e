import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface RowLinkProps {
  to: string;
  /** History state the link carries (e.g. the list's address, for a way back). */
  state?: unknown;
  /** Long texts (a person's name) may wrap; codes stay on one line. */
  wrap?: boolean;
  children: ReactNode;
}

/**
 * The link in a list row to the row's page: the keyboard's way to open it. A click on the row
 * opens the page as well, so the link's own click stops there and the page opens once.
 */
export function RowLink({ to, state, wrap = false, children }: RowLinkProps) {
  return (
    <Link component={RouterLink} to={to} state={state} onClick={(event) => event.stopPropagation()} sx={wrap ? { fontWeight: 600 } : { fontWeight: 600, whiteSpace: 'nowrap' }}>
      {children}
    </Link>
  );
}
