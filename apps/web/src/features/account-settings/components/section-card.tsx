import type { ReactNode } from 'react';
import { Card, CardBody } from '../../../components/ui/card';

type SectionCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** One settings tab's panel: a heading, the fields, and the Save Changes row when the tab has one. */
export function SectionCard({ title, description, children, footer }: SectionCardProps) {
  return (
    <Card as="section" aria-label={title}>
      <CardBody>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
        <div className="mt-5">{children}</div>
      </CardBody>
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 px-5 py-4 sm:px-6">
          {footer}
        </div>
      )}
    </Card>
  );
}

/** A panel another feature provides (two-factor sign-in), framed like the settings panels around it. */
export function SlotCard({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Card>
      <CardBody>{children}</CardBody>
    </Card>
  );
}
