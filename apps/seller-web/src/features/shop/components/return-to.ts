import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Where the shop form goes back to: the page that opened it (the profile passes `{ from }` in the link's state, which the
 * browser keeps across a reload), else the dashboard.
 */
export function useReturnTo(): { href: string; label: string } {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  if (from === paths.seller.profile.getHref()) return { href: from, label: 'Profile' };
  return { href: paths.seller.dashboard.getHref(), label: 'Dashboard' };
}
