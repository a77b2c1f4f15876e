import type { RowData } from '@tanstack/react-table';
import { ServerPagedTable, type ServerPagedTableProps } from './server-paged-table';

/** A list's page and page size, as its address holds them (page from 1). */
export interface ListPaging {
  page: number;
  limit: number;
}

/** What a list's table is given by its page: one page of rows, the list's state from the address and how to change it. */
export interface ListTableProps<T, P extends ListPaging> {
  rows: T[] | undefined;
  total: number;
  params: P;
  onChange: (change: Partial<P>) => void;
  loading: boolean;
  caption: string;
}

type ListPagedTableProps<T extends RowData, P extends ListPaging> = ListTableProps<T, P> & Omit<ServerPagedTableProps<T>, 'page' | 'limit' | 'onPageChange' | 'onLimitChange' | keyof ListTableProps<T, P>>;

/** A server-paged table of a list kept in the address: its pager changes the list's page and page size. */
export function ListPagedTable<T extends RowData, P extends ListPaging>({ params, onChange, ...table }: ListPagedTableProps<T, P>) {
  return (
    <ServerPagedTable
      {...table}
      page={params.page}
      limit={params.limit}
      onPageChange={(page) => onChange({ page } as Partial<P>)}
      onLimitChange={(limit) => onChange({ limit } as Partial<P>)}
    />
  );
}
