import { PinIcon, cx } from '@nukkad/ui';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import { useShareLocation, type LocationSharing } from '../hooks/use-share-location';
import '../location.css';

const TEXT: Record<Exclude<LocationSharing['state'], 'off'>, string> = {
  locating: 'Finding your location…',
  sharing: 'Sharing your location while you are on duty',
  denied: 'Location is blocked: allow it for this app so customers and the admin can see you coming.',
  unavailable: 'Your phone cannot find its location right now; we will keep trying.',
  failed: 'Could not send your location; trying again.',
};

/** While the partner is on duty, their position goes to the server; this strip says so (or why it cannot). */
export function LocationSharingBar() {
  const partner = useDeliveryPartner();
  const onDuty = partner.data?.deliveryBoy.isAvailable ?? false;
  const sharing = useShareLocation(onDuty);
  if (sharing.state === 'off') return null;
  const problem = sharing.state === 'denied' || sharing.state === 'unavailable' || sharing.state === 'failed';
  return (
    <p className={cx('location-bar', problem && 'location-bar--problem')} role="status" data-state={sharing.state} data-testid="location-sharing">
      {sharing.state === 'sharing' ? <span className="location-bar__dot" aria-hidden="true" /> : <PinIcon size={16} />}
      <span>{TEXT[sharing.state]}</span>
    </p>
  );
}
