import { cx } from '@nukkad/ui';

export interface FlagProps {
  on: boolean;
  onLabel: string;
  offLabel: string;
}

/** A yes/no state as a badge in the status colours: open or closed, in stock or out, on duty or off. */
export function Flag({ on, onLabel, offLabel }: FlagProps) {
  return <span className={cx('status-badge', on ? 'status-badge--delivered' : 'status-badge--cancelled')}>{on ? onLabel : offLabel}</span>;
}
