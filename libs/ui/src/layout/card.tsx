import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: article for items of a list, section for page blocks. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Inner padding (default true); false for cards whose image bleeds to the edge. */
  padded?: boolean;
  /** Hover lift, for cards that contain one main link. */
  interactive?: boolean;
  children?: ReactNode;
}

/** A surface with border, radius and shadow. */
export function Card({ as: Element = 'div', padded = true, interactive = false, className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={cx('card', padded && 'card--padded', interactive && 'card--interactive', className)}>
      {children}
    </Element>
  );
}
