import { useAppConfig, usePartnersOnDuty } from '@nukkad/api-client';
import type { PartnerOnDuty } from '@nukkad/contracts';
import { MAP_HEIGHT_PX, MAP_ZOOM } from '@nukkad/contracts/light';
import { BikeIcon, EmptyState, ErrorState, plural, relativeTime } from '@nukkad/ui';
import { TileMap, type RiderMarker } from '@nukkad/ui/map';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { partnerColumns } from '../../../components/ui/partner-columns';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import '../location.css';

const STATE_LABEL = { available: 'Available', busy: 'Busy' } as const;

const COLUMNS: Column<PartnerOnDuty>[] = [
  ...partnerColumns<PartnerOnDuty>(),
  {
    id: 'state',
    header: 'State',
    sortValue: (p) => p.state,
    cell: (p) => <span className={`partner-state partner-state--${p.state}`}>{STATE_LABEL[p.state]}</span>,
  },
  { id: 'active', header: 'Active orders', align: 'end', sortValue: (p) => p.activeOrders, cell: (p) => p.activeOrders },
  {
    id: 'seen',
    header: 'Location',
    sortValue: (p) => p.position?.recordedAt ?? '',
    cell: (p) => (p.position ? `updated ${relativeTime(p.position.recordedAt)}` : <span className="muted">not shared yet</span>),
  },
];

const markerOf = (p: PartnerOnDuty): RiderMarker | null =>
  p.position
    ? {
        id: p._id,
        point: { lat: p.position.lat, lng: p.position.long },
        label: `${p.name}: ${STATE_LABEL[p.state].toLowerCase()}, ${plural(p.activeOrders, 'active order')}`,
        tone: p.state,
      }
    : null;

/** Every partner on duty on a map (green: available, amber: busy) and in a table, kept current by live events. */
export function PartnersMap() {
  const partners = usePartnersOnDuty();
  const config = useAppConfig();

  if (partners.isPending) return <TableSkeleton rows={4} label="Loading partners on duty…" />;
  if (partners.isError && !partners.data) {
    return <ErrorState message="Failed to load the partners on duty. Please try again." onRetry={() => void partners.refetch()} />;
  }
  const list = partners.data.partners;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<BikeIcon size={32} />}
        title="No delivery boy is on duty right now."
        description="Partners appear here as soon as they go on duty in the rider app."
      />
    );
  }
  const markers = list.map(markerOf).filter((m): m is RiderMarker => m !== null);
  const centre = markers[0]?.point ?? config.data?.shopOrigin ?? { lat: 0, lng: 0 };
  const busy = list.filter((p) => p.state === 'busy').length;
  return (
    <div className="partners-map">
      <p className="partners-map__summary" role="status">
        {plural(list.length, 'partner')} on duty: {list.length - busy} available, {busy} busy
        {markers.length < list.length ? ` · ${plural(list.length - markers.length, 'partner')} not sharing a location yet` : ''}
      </p>
      <p className="partners-map__legend" aria-hidden="true">
        <span className="partners-map__key partners-map__key--available" /> Available
        <span className="partners-map__key partners-map__key--busy" /> Busy
      </p>
      <TileMap
        tiles={config.data?.mapTiles}
        tilesError={config.isError}
        onRetry={() => void config.refetch()}
        center={centre}
        point={null}
        pinLabel="Partner"
        riders={markers}
        fitAll
        zoom={MAP_ZOOM - 2}
        height={MAP_HEIGHT_PX}
      />
      <DataTable label="Partners on duty" columns={COLUMNS} rows={list} rowKey={(p) => p._id} />
    </div>
  );
}
