import type { LucideIcon } from 'lucide-react/types';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
};

/** The centred card shared by the sign-in and registration screens. */
export function AuthCard({ icon: Icon, title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-linear-to-b from-brand-50 to-gray-50 px-4 py-10 sm:items-center sm:py-16">
      <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-gray-600">{subtitle}</p>
        </div>
        <div className="mt-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
      </div>
    </div>
  );
}
