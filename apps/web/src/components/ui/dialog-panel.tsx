import * as RadixDialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/react';
import { useScrollsVertically } from '../../lib/use-scrolls';
import { isInOwnLayer } from './own-layer';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom (Cancel / Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Where focus goes as the dialog closes, when its action changed the page (the button that opened
   * it may be gone): null or undefined gives it back to the opener.
   */
  closeFocus?: () => HTMLElement | null | undefined;
};

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** Modal dialog on radix: focus trap, Escape to close, labelled by its title (loaded by dialog.tsx). */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeFocus,
}: DialogProps) {
  // Radix gives focus back only to its own Trigger; these dialogs are opened from plain buttons (a
  // toolbar, a table row), so the dialog remembers what had focus and returns it there on close.
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useTranslation(['common']);
  const titleId = useId();
  const [body, bodyScrolls] = useScrollsVertically<HTMLDivElement>();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-900/50 dark:bg-black/60" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none',
            widths[size],
          )}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          // The idle warning is a layer of its own: answering it must not close this dialog.
          onInteractOutside={(event) => isInOwnLayer(event.target) && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const result = closeFocus?.();
            if (result?.isConnected) result.focus();
            else if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          // Without a description radix warns; an explicit undefined opts out when there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-gray-900">
                <span id={titleId}>{title}</span>
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-gray-600">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              aria-label={t('common:ui.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {/* On a phone the content often scrolls: then a Tab stop of its own, named by the title, so the
              keyboard can scroll what lies below (a dialog with nothing focusable down there, too). */}
          <div
            ref={body}
            className="overflow-y-auto px-5 py-4 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
            {...(bodyScrolls ? { tabIndex: 0, role: 'group', 'aria-labelledby': titleId } : {})}
          >
            {children}
          </div>
          {footer && <div className="flex justify-end gap-2 border-t border-gray-200 px-5 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
