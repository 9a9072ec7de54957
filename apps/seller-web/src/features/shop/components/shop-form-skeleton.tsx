import { Skeleton } from '@nukkad/ui';

/** The shop form's shape while what it needs loads. */
export function ShopFormSkeleton({ label }: { label: string }) {
  return (
    <div className="seller-form" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {[260, 220, 160].map((height) => (
        <Skeleton key={height} height={height} className="skeleton--block" />
      ))}
    </div>
  );
}
