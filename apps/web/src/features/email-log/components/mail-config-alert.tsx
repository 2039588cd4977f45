import type { MailConfigError } from '@stockyard/domain';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';

/**
 * The last send the SMTP settings themselves refused (sign-in, TLS, host, From Address): every mail
 * waits on it, so the admin sees it above the log until a mail goes through again.
 */
export function MailConfigAlert({ failure }: { failure: MailConfigError }) {
  const { t } = useTranslation(['admin']);
  const format = useFormatDate();
  return (
    <section
      role="alert"
      data-testid="mail-config-error"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p className="font-medium">{t('admin:emailLog.configErrorTitle', { date: format.dateTime(failure.at) })}</p>
      <p className="mt-1 break-words">{failure.error}</p>
      <p className="mt-1 text-red-700">{t('admin:emailLog.configErrorHint')}</p>
    </section>
  );
}
