import { Skeleton } from '@nukkad/ui';

export interface TableSkeletonProps {
  rows: number;
  /** Read by screen readers while the rows load. */
  label: string;
}

/** Placeholder rows while a table's first data arrives. */
export function TableSkeleton({ rows, label }: TableSkeletonProps) {
  return (
    <div className="table-skeleton" aria-busy="true" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="table-skeleton__head" aria-hidden="true">
        <Skeleton width="18%" height={12} />
        <Skeleton width="24%" height={12} />
        <Skeleton width="14%" height={12} />
        <Skeleton width="12%" height={12} />
      </div>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="table-skeleton__row" aria-hidden="true">
          <Skeleton width="16%" height={16} />
          <Skeleton width="28%" height={14} />
          <Skeleton width="12%" height={14} />
          <Skeleton width="10%" height={14} />
        </div>
      ))}
    </div>
  );
}
