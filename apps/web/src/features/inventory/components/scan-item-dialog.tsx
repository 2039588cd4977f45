import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';

type DetectedCode = { rawValue: string };
type Detector = { detect: (source: HTMLVideoElement) => Promise<DetectedCode[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** BarcodeDetector is not in every browser (nor in TypeScript's DOM types), hence the lookup. */
const detectorClass = (): DetectorClass | undefined =>
  (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

const SCAN_INTERVAL_MS = 300;
const FORMATS = ['qr_code', 'code_128', 'code_39', 'ean_13', 'ean_8', 'upc_a', 'upc_e'];

/** Scan Item: reads a SKU or product id from the camera where the browser can, or typed. */
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
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // Read through a ref so a new callback (the list refetched) does not restart the camera.
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);
  const Detector = detectorClass();

  useEffect(() => {
    if (!camera || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const detector = new Detector({ formats: FORMATS });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((t) => t.stop());
        video.current.srcObject = media;
        await video.current.play();
        timer = window.setInterval(async () => {
          if (!video.current) return;
          const [code] = await detector.detect(video.current).catch(() => []);
          if (code?.rawValue) report.current(code.rawValue.trim());
        }, SCAN_INTERVAL_MS);
      })
      .catch(() => setError('The camera could not be opened. Type the SKU or product ID instead.'));
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [camera, Detector]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) onCode(typed.trim());
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Scan Item"
      description="Scan a barcode or QR code, or type the SKU or product ID."
    >
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        {Detector ? (
          camera ? (
            <video
              ref={video}
              className="aspect-video w-full rounded-lg bg-gray-900"
              muted
              playsInline
              aria-label="Camera preview"
            />
          ) : (
            <Button variant="secondary" onClick={() => setCamera(true)}>
              <Camera aria-hidden="true" className="size-4" />
              Use camera
            </Button>
          )
        ) : (
          <p className="text-sm text-gray-600">
            This browser cannot read barcodes from the camera; type the code below.
          </p>
        )}
        <form onSubmit={submit} className="flex items-end gap-2" aria-label="Find item by code">
          <TextField
            label="SKU or product ID"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            containerClassName="flex-1"
          />
          <Button type="submit">Find</Button>
        </form>
      </div>
    </Dialog>
  );
}
