import { useUnreadOrderCount } from '@nukkad/api-client';
import { useToast, plural } from '@nukkad/ui';
import { useEffect, useRef } from 'react';
import { session } from '../../../lib/session';
import { useCountInTitle } from '../hooks/use-count-in-title';
import { useSoundAfterInteraction } from '../hooks/use-sound-after-interaction';

/** The chime in public/sounds: a short two-note tone. */
export const NEW_ORDER_SOUND_URL = '/sounds/new-order.wav';

export const newOrdersMessage = (count: number) => `You have ${plural(count, 'new order notification')}.`;

/**
 * Mounted once in the app frame. It listens for the user's first interaction from the start (the login form counts),
 * and while signed in polls the unread count.
 */
export function NewOrderAlerts() {
  const signedIn = session.useSignedIn();
  const chime = useSoundAfterInteraction(NEW_ORDER_SOUND_URL);
  // Mounted only while signed in, so a signed-out app keeps no query of the old session in its cache.
  return signedIn ? <UnreadOrderAlerts chime={chime} /> : null;
}

/**
 * The unread count in the tab title; when it is above 0 on the first answer after sign-in, or has grown since the
 * last answer, a chime and an info toast.
 */
function UnreadOrderAlerts({ chime }: { chime: () => void }) {
  const count = useUnreadOrderCount(session.marker);
  const toast = useToast();
  const lastCount = useRef<number | null>(null);

  useCountInTitle(count ?? 0);

  useEffect(() => {
    if (count === undefined) return;
    const grown = lastCount.current === null || count > lastCount.current;
    lastCount.current = count;
    if (count > 0 && grown) {
      chime();
      toast.info(newOrdersMessage(count));
    }
  }, [count, chime, toast]);

  return null;
}
