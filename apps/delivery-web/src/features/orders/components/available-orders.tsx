import { EmptyState, ScooterIcon } from '@nukkad/ui';

/** Orders waiting for a partner, each of which can be accepted. */
export function AvailableOrders() {
  return (
    <section aria-labelledby="available-heading" className="available-orders">
      <h2 id="available-heading" className="section-title">
        Available orders
      </h2>
      {/* The list (GET /api/delivery/get-available-orders, with Accept) arrives with the orders issue. */}
      <div className="card">
        <EmptyState
          headingLevel={3}
          icon={<ScooterIcon size={32} />}
          title="No available orders right now."
          description="New orders will appear here when they are ready to be picked up."
        />
      </div>
    </section>
  );
}
