import { ApiError, authKeys, shareLocation } from '@nukkad/api-client';
import { LOCATION_SEND_MIN_INTERVAL_MS, shouldSendPosition, type TimedPoint } from '@nukkad/contracts/light';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * off: not on duty (nothing is watched); locating: waiting for the phone's first position; sharing: positions are
 * being sent (`sentAt`: the last one the server took); denied: the partner refused location to the app;
 * unavailable: the phone has no position to give (no geolocation, no fix); failed: the last send did not reach us.
 */
export type LocationSharing =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'sharing'; sentAt: number | null }
  | { state: 'denied' }
  | { state: 'unavailable' }
  | { state: 'failed' };

type Latest = TimedPoint & { accuracy: number };

/**
 * While `onDuty`, watches the phone's position and sends it by the send rule (shouldSendPosition): a position that
 * moved 50 m after 10 s, and the last one known at least once a minute, so a rider standing still stays on the map.
 * Going off duty (or leaving the app) stops the watch at once.
 */
export function useShareLocation(onDuty: boolean): LocationSharing {
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState<LocationSharing>({ state: 'off' });
  const lastSent = useRef<TimedPoint | null>(null);

  useEffect(() => {
    if (!onDuty) {
      setSharing({ state: 'off' });
      return undefined;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setSharing({ state: 'unavailable' });
      return undefined;
    }
    let stopped = false;
    let sending = false;
    let latest: Latest | null = null;
    lastSent.current = null;
    setSharing({ state: 'locating' });

    const sendIfDue = (now: number) => {
      if (!latest || sending || stopped) return;
      const next = { lat: latest.lat, lng: latest.lng, at: now };
      if (!shouldSendPosition(lastSent.current, next)) return;
      sending = true;
      shareLocation({ lat: next.lat, long: next.lng, accuracy: latest.accuracy })
        .then(
          () => {
            lastSent.current = next;
            if (!stopped) setSharing({ state: 'sharing', sentAt: next.at });
          },
          (error: unknown) => {
            if (stopped) return;
            setSharing({ state: 'failed' });
            // Refused: the server has the partner off duty (switched elsewhere); the app reads their duty again.
            if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: authKeys.delivery });
          },
        )
        .finally(() => {
          sending = false;
        });
    };

    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        latest = { lat: position.coords.latitude, lng: position.coords.longitude, accuracy: position.coords.accuracy, at: position.timestamp };
        setSharing((current) => (current.state === 'sharing' ? current : { state: 'sharing', sentAt: null }));
        sendIfDue(Date.now());
      },
      (error) => {
        if (latest) return;
        setSharing({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { enableHighAccuracy: true, maximumAge: LOCATION_SEND_MIN_INTERVAL_MS },
    );
    // A phone that does not move reports nothing: the last known position is sent again once a minute.
    const timer = setInterval(() => sendIfDue(Date.now()), LOCATION_SEND_MIN_INTERVAL_MS);

    return () => {
      stopped = true;
      clearInterval(timer);
      navigator.geolocation.clearWatch(watchId);
    };
  }, [onDuty, queryClient]);

  return sharing;
}
