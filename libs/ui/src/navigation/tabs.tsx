import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** id of the panel this tab shows, for aria-controls. */
  panelId?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list, e.g. "Notification filter". */
  label?: string;
  /** Prefix of the tab element ids (`${idPrefix}-tab-${id}`), so panels can point at them with aria-labelledby. */
  idPrefix?: string;
  className?: string;
}

function keyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A tab list: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ items, value, onChange, label, idPrefix, className }: TabsProps) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === value));

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    refs.current[index]?.focus();
    if (item.id !== value) onChange(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = keyTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={cx('tabs', className)} role="tablist" aria-label={label} aria-orientation="horizontal">
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.id}`}
            className={cx('tabs__tab', selected && 'tabs__tab--selected')}
            aria-selected={selected}
            aria-controls={item.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
