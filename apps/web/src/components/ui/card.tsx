import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** article for self-contained items in a list (a branch), section for labelled regions. */
  as?: 'div' | 'article' | 'section';
};

export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={cn('rounded-xl border border-gray-200 bg-white shadow-sm', className)} {...rest} />;
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 sm:p-6', className)} {...rest} />;
}
