import { useCallback, useEffect, useRef, useState } from 'react';
import type { Reader } from './barcode-reader';
import { cameraErrorMessage, SCAN_MESSAGES, type ScanMessage } from './scan-messages';

const SCAN_PAUSE_MS = 150;

export type CameraState = 'off' | 'starting' | 'scanning';

/** Loads the reader (a separate chunk with its WebAssembly file) once per dialog. */
export function useReader() {
  const reader = useRef<Promise<Reader> | null>(null);
  return useCallback(() => {
    if (!reader.current) {
      const loading = import('./barcode-reader').then((module) => module.createReader());
      // A failed load may be retried (the network came back).
      loading.catch(() => (reader.current = null));
      reader.current = loading;
    }
    return reader.current;
  }, []);
}

/**
 * While `on`, the back camera's picture in the returned `video` element, read frame after frame
 * until a code is found (given to onCode). Errors come back as the catalog keys of messages a person
 * can act on.
 */
export function useCameraScanner(on: boolean, loadReader: () => Promise<Reader>, onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState<ScanMessage | null>(null);
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const fail = (message: ScanMessage) => {
      if (stopped) return;
      setError(message);
      setState('off');
    };
    const start = async () => {
      setError(null);
      setState('starting');
      if (!navigator.mediaDevices?.getUserMedia) return fail(SCAN_MESSAGES.cameraUnavailable);
      let reader: Reader;
      try {
        reader = await loadReader();
      } catch {
        return fail(SCAN_MESSAGES.readerFailed);
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (cameraError) {
        return fail(cameraErrorMessage(cameraError));
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setState('scanning');
      const scan = async () => {
        if (stopped || !video.current) return;
        const code = video.current.readyState >= 2 ? await reader.read(video.current).catch(() => null) : null;
        if (stopped) return;
        if (code) return report.current(code);
        timer = window.setTimeout(() => void scan(), SCAN_PAUSE_MS);
      };
      void scan();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setState('off');
    };
  }, [on, loadReader]);

  return { video, state, error, clearError: () => setError(null) };
}
