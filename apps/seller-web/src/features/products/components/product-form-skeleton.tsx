import { Skeleton } from '@nukkad/ui';

/** The product form's shape while what it needs loads. */
export function ProductFormSkeleton({ label }: { label: string }) {
  return (
    <div className="seller-form" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {[220, 140, 260].map((height) => (
        <Skeleton key={height} height={height} className="skeleton--block" />
      ))}
    </div>
  );
}
