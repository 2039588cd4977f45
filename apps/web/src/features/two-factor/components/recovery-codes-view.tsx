import { TWO_FACTOR_MESSAGES } from '@stockyard/domain';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { saveText } from '../../../lib/download';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

/** The recovery codes, shown once, with ways to keep them. */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = codes.join('\n');
  const { t } = useTranslation(['auth']);
  const translate = useTranslateMessage();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the codes stay on screen.
      setCopied('failed');
    }
  };

  const download = () => {
    saveText([`${text}\n`], 'text/plain', 'stockyard-recovery-codes.txt');
  };

  return (
    <div className="space-y-4">
      <Alert tone="warning">{translate(TWO_FACTOR_MESSAGES.recoveryCodesSaveHint)}</Alert>
      <ul
        aria-label={t('auth:tf.codes')}
        className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 bg-gray-50 p-4 font-mono text-sm text-gray-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('auth:tf.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          {t('auth:tf.download')}
        </Button>
        <span role="status" className="self-center text-sm text-gray-600">
          {copied === 'copied' && t('auth:tf.copied')}
          {copied === 'failed' && t('auth:tf.copyFailed')}
        </span>
      </div>
    </div>
  );
}
