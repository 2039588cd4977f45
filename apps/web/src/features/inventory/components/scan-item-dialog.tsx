import Camera from 'lucide-react/icons/camera';
import CameraOff from 'lucide-react/icons/camera-off';
import ImageUp from 'lucide-react/icons/image-up';
import SwitchCamera from 'lucide-react/icons/switch-camera';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n/react';
import { SCAN_MESSAGES, type ScanMessage } from './scan-messages';
import { useCameraScanner, useReader } from './use-camera-scanner';

/**
 * Scan Item: reads a label code (ITM-, LOT-, LOC-), a SKU or a product ID from a barcode or QR code,
 * by live camera, from a photo taken or chosen, in any browser with or without a BarcodeDetector of
 * its own (barcode-reader.ts); typing the code always works too. The dialog only reads: `onCode`
 * gets the text, and the caller decides what it names (the inventory resolves it through
 * GET /api/codes), so other screens can reuse it.
 */
export function ScanItemDialog({
  open,
  onClose,
  onCode,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  return open ? <ScanBody onClose={onClose} onCode={onCode} /> : null;
}

function ScanBody({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  const { t } = useTranslation(['inventory']);
  const [typed, setTyped] = useState('');
  const [cameraOn, setCameraOn] = useState(false);
  const [photoState, setPhotoState] = useState<'idle' | 'reading'>('idle');
  const [photoError, setPhotoError] = useState<ScanMessage | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const cameraPhotoInput = useRef<HTMLInputElement>(null);
  const loadReader = useReader();
  const { video, state: cameraState, error: cameraError, clearError } = useCameraScanner(cameraOn, loadReader, onCode);
  const error = photoError ?? cameraError;

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCameraOn(false);
    clearError();
    setPhotoError(null);
    setPhotoState('reading');
    try {
      const reader = await loadReader();
      const code = await reader.read(file).catch(() => null);
      if (code) return onCode(code);
      setPhotoError(SCAN_MESSAGES.noCodeInPhoto);
    } catch {
      setPhotoError(SCAN_MESSAGES.readerFailed);
    } finally {
      setPhotoState('idle');
    }
  };

  const startCamera = () => {
    setPhotoError(null);
    setCameraOn(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) onCode(typed.trim());
  };

  const showVideo = cameraOn && cameraState !== 'off';

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('inventory:scan.title')}
      description={t('inventory:scan.description')}
    >
      <div className="space-y-4">
        {error && (
          <Alert tone="error" onDismiss={() => (photoError ? setPhotoError(null) : clearError())}>
            {t(error)}
          </Alert>
        )}
        <div hidden={!showVideo} className="relative">
          <video
            ref={video}
            className="aspect-video w-full rounded-lg bg-gray-900 object-cover"
            muted
            playsInline
            aria-label={t('inventory:scan.preview')}
          />
          {cameraState === 'starting' && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner label={t('inventory:scan.starting')} className="text-white" />
            </div>
          )}
        </div>
        {cameraState === 'scanning' && (
          <p role="status" className="text-sm text-gray-600">
            {t('inventory:scan.point')}
          </p>
        )}
        {photoState === 'reading' && <Spinner label={t('inventory:scan.readingPhoto')} />}
        <div className="flex flex-wrap gap-2">
          {showVideo ? (
            <Button variant="secondary" onClick={() => setCameraOn(false)}>
              <CameraOff aria-hidden="true" className="size-4" />
              {t('inventory:scan.stopCamera')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={startCamera} disabled={photoState === 'reading'}>
              <Camera aria-hidden="true" className="size-4" />
              {t('inventory:scan.useCamera')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => photoInput.current?.click()} disabled={photoState === 'reading'}>
            <ImageUp aria-hidden="true" className="size-4" />
            {t('inventory:scan.fromPhoto')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => cameraPhotoInput.current?.click()}
            disabled={photoState === 'reading'}
          >
            <SwitchCamera aria-hidden="true" className="size-4" />
            {t('inventory:scan.takePhoto')}
          </Button>
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('inventory:scan.photo')}
            onChange={(event) => void readPhoto(event)}
          />
          {/* A phone opens its camera app for this one: a still photo works where live video does not. */}
          <input
            ref={cameraPhotoInput}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('inventory:scan.cameraPhoto')}
            onChange={(event) => void readPhoto(event)}
          />
        </div>
        <form onSubmit={submit} className="flex items-end gap-2" aria-label={t('inventory:scan.form')}>
          <TextField
            label={t('inventory:scan.code')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            containerClassName="flex-1"
          />
          <Button type="submit">{t('inventory:scan.find')}</Button>
        </form>
      </div>
    </Dialog>
  );
}
