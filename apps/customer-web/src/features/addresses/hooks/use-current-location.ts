import { MAP_FALLBACK } from '@nukkad/contracts/light';
import { useCallback, useState } from 'react';

export type LatLng = { lat: number; lng: number };

export const LOCATION_FALLBACK_MESSAGE = 'We could not get your location, so the map shows the default area. Click the map to place your pin.';

export type LocateStatus = 'idle' | 'locating' | 'found' | 'fallback';

/**
 * The browser's position on request. When it is refused or unavailable the map moves to the spec's fallback
 * centre instead, and the pin is left for the customer to place.
 */
export function useCurrentLocation(onCentre: (point: LatLng, found: boolean) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle');

  const locate = useCallback(() => {
    const fallBack = () => {
      setStatus('fallback');
      onCentre({ ...MAP_FALLBACK }, false);
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fallBack();
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('found');
        onCentre({ lat: position.coords.latitude, lng: position.coords.longitude }, true);
      },
      fallBack,
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }, [onCentre]);

  return { status, locate };
}
