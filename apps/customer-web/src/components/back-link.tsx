import { BackLink as KitBackLink } from '@nukkad/ui';

/** The customer's back links are smaller and carry their own words ("Home", "Back to orders"). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <KitBackLink to={to} spokenPrefix="" iconSize={16}>
      {children}
    </KitBackLink>
  );
}
