import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { DealerView } from '@voc/contracts';
import { regionLabel } from '@voc/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagedTable, type ListTableProps } from '../../../components/ui/list-paged-table';
import { RowLink } from '../../../components/ui/row-link';
import type { PagedTableFeatures } from '../../../components/ui/server-paged-table';
import { DEALER_PAGE_SIZES, type DealerListParams } from '../utils/dealer-list-params';
import { dealerNames } from '../../../lib/dealers/dealer-label';
import { dealerPath } from '../utils/dealer-paths';
import { DealerStatusChip } from './dealer-status-chip';

const helper = createColumnHelper<PagedTableFeatures, DealerView>();

const placement = (region: DealerView['dealer_sales_region'], area: string | null) => [region ? regionLabel(region) : '', area ?? ''].filter(Boolean).join(' · ');

function dealerColumns(t: TFunction, language: string) {
  return helper.columns([
    helper.accessor('dealer_code', {
      header: () => t('dealers.field.dealer_code'),
      cell: (info) => <RowLink to={dealerPath(info.row.original._id)}>{info.getValue()}</RowLink>,
    }),
    helper.accessor('dealer_id', { header: () => t('dealers.field.dealer_id') }),
    helper.accessor((dealer) => dealerNames(dealer, language).dealer, {
      id: 'dealer_name',
      header: () => t('dealers.column.names'),
      cell: (info) => (
        <>
          {info.getValue()}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {dealerNames(info.row.original, language).branch}
          </Typography>
        </>
      ),
    }),
    helper.accessor((dealer) => placement(dealer.dealer_sales_region, dealer.sale_area_code), {
      id: 'sales',
      header: () => t('dealers.column.sales'),
      cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{info.getValue()}</span>,
    }),
    helper.accessor((dealer) => placement(dealer.dealer_service_region, dealer.service_area_code), {
      id: 'service',
      header: () => t('dealers.column.service'),
      cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{info.getValue()}</span>,
    }),
    helper.accessor((dealer) => dealerNames(dealer, language).province ?? '', { id: 'province', header: () => t('dealers.field.province') }),
    helper.accessor('status', { header: () => t('dealers.field.status'), cell: (info) => <DealerStatusChip status={info.getValue()} /> }),
  ]);
}

/** One page of dealer branches, by dealer code; a row opens the dealer's page. */
export function DealerTable(props: ListTableProps<DealerView, DealerListParams>) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => dealerColumns(t, i18n.language), [t, i18n.language]);
  return <ListPagedTable {...props} columns={columns} pageSizes={DEALER_PAGE_SIZES} getRowId={(dealer) => dealer._id} rowPath={(dealer) => dealerPath(dealer._id)} />;
}
