import { useOutstandingList } from '@nukkad/api-client';
import { NO_DELIVERY_PARTNER_FOUND_MESSAGE } from '@nukkad/contracts/light';
import type { OutstandingListReply } from '@nukkad/contracts';
import { sumRupees } from '@nukkad/pricing';
import { Money, SearchableList, WalletIcon, plural } from '@nukkad/ui';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Flag } from '../../../components/ui/flag';
import { partnerColumns } from '../../../components/ui/partner-columns';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { SEARCH_DEBOUNCE_MS } from '../../../config/app';
import { useDebouncedSearchParam } from '../../../hooks/use-debounced-search-param';
import { ClearOutstandingButton } from './clear-outstanding-button';

type Partner = OutstandingListReply['deliveryBoys'][number];


const COLUMNS: Column<Partner>[] = [
  ...partnerColumns<Partner>(),
  { id: 'duty', header: 'Duty', sortValue: (p) => (p.isAvailable ? 0 : 1), cell: (p) => <Flag on={p.isAvailable} onLabel="On duty" offLabel="Off duty" /> },
  { id: 'active', header: 'Active orders', align: 'end', sortValue: (p) => p.activeOrders, cell: (p) => p.activeOrders },
  { id: 'amount', header: 'Outstanding', align: 'end', sortValue: (p) => p.outstandingAmount, cell: (p) => <Money rupees={p.outstandingAmount} /> },
  {
    id: 'action',
    header: 'Action',
    cell: (p) => (p.outstandingAmount > 0 ? <ClearOutstandingButton deliveryPartnerId={p._id} name={p.name} size="sm" /> : <span className="muted">Settled</span>),
  },
];

/** Delivery partners who owe cash, searchable by name or phone (?search=), each with Clear and a link to their detail. */
export function OutstandingList() {
  const search = useDebouncedSearchParam('search', { delayMs: SEARCH_DEBOUNCE_MS });
  const query = useOutstandingList(search.applied);
  const partners = query.data?.deliveryBoys ?? [];
  // Summed in paise so the rupee total never drifts.
  const total = sumRupees(partners.map((p) => p.outstandingAmount));

  return (
    <SearchableList
      query={query}
      search={search}
      texts={{ searchLabel: 'Search delivery boys', searchPlaceholder: 'Name or phone', failed: 'Failed to load outstanding amounts. Please try again.' }}
      placeholder={<TableSkeleton rows={6} label="Loading outstanding amounts…" />}
      empty={partners.length === 0}
      emptyState={{ icon: <WalletIcon size={32} />, title: NO_DELIVERY_PARTNER_FOUND_MESSAGE, description: search.applied ? `Nothing matches “${search.applied}”.` : undefined }}
      summary={
        <>
          {plural(partners.length, 'delivery boy')} owe <Money rupees={total} decimals={2} /> in all
        </>
      }
    >
      <DataTable label="Outstanding amounts" columns={COLUMNS} rows={partners} rowKey={(p) => p._id} busy={query.isPlaceholderData} />
    </SearchableList>
  );
}
