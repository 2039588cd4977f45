import type { StorageLot } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import ImageOff from 'lucide-react/icons/image-off';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n/react';
import { useObjectUrl } from '../../../lib/object-url';
import { lotPhotoQueryOptions } from '../api/storage-api';

/** The lot's photo from the intake as a thumbnail; pressing it shows the photo large. */
export function LotPhoto({ agreementId, lot }: { agreementId: number; lot: StorageLot }) {
  const { t } = useTranslation(['storage']);
  const photo = useQuery(lotPhotoQueryOptions(agreementId, lot.id));
  const url = useObjectUrl(photo.data);
  const [open, setOpen] = useState(false);
  const alt = t('storage:lots.photoOf', { name: lot.name });
  if (photo.isError)
    return (
      <span
        className="flex size-12 shrink-0 items-center justify-center rounded-md border border-gray-200 text-gray-400"
        title={t('storage:lots.photoFailed')}
      >
        <ImageOff aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('storage:lots.photoFailed')}</span>
      </span>
    );
  if (!url)
    return (
      <span
        role="img"
        aria-label={t('storage:lots.photoLoading')}
        className="block size-12 shrink-0 rounded-md bg-gray-100"
      />
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block size-12 shrink-0 overflow-hidden rounded-md border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={t('storage:lots.showPhoto', { name: lot.name })}
      >
        <img src={url} alt={alt} className="size-full object-cover" data-testid="lot-photo" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={lot.name} size="lg">
        <img src={url} alt={alt} className="mx-auto max-h-[70vh] w-auto max-w-full rounded-md" />
      </Dialog>
    </>
  );
}
