import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { useDownloadBillingFile } from '../api/download';
import { useRunStatements } from '../api/run-statements';

const lastMonth = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
};

/** Issue a period's statements now (the monthly job does it on the 1st), and the accounting exports (the journal of the chosen month). */
export function RunStatementsCard() {
  const { t } = useTranslation(['billing']);
  const [period, setPeriod] = useState(lastMonth());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  // Why a period cannot be issued yet (409: not over, or with rent in advance not begun), on the card itself.
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useRunStatements();
  const download = useDownloadBillingFile();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(period);

  const issue = async () => {
    setOutcome(null);
    setRefusal(null);
    try {
      const result = await run.mutateAsync(period);
      setOutcome(
        `${t('billing:run.done', { count: result.issued, period: result.period })} ${t('billing:run.skipped', { count: result.skipped })}`,
      );
    } catch (error) {
      setRefusal(errorMessage(error, t('billing:run.failed')));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="run-title">
      <CardBody className="space-y-4">
        <h2 id="run-title" className="text-lg font-semibold text-gray-900">
          {t('billing:run.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('billing:run.hint')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('billing:run.period')}
            type="month"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            error={valid ? undefined : t('billing:run.periodInvalid')}
            containerClassName="w-48"
          />
          <Button onClick={() => setConfirming(true)} disabled={!valid}>
            {t('billing:run.issue')}
          </Button>
        </div>
        <p role="status" className="text-sm font-medium text-green-700" data-testid="run-outcome">
          {outcome}
        </p>
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="run-refusal">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
          <Button
            variant="secondary"
            size="sm"
            loading={download.isPending}
            onClick={() => download.mutate({ path: '/billing/export/statements', fileName: 'statements.csv' })}
          >
            {t('billing:run.exportStatements')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => download.mutate({ path: '/billing/export/payments', fileName: 'payments.csv' })}
          >
            {t('billing:run.exportPayments')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!valid}
            onClick={() =>
              download.mutate({
                path: `/billing/export/journal?period=${period}`,
                fileName: `journal-${period}.csv`,
              })
            }
          >
            {t('billing:run.exportJournal', { period })}
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('billing:run.confirmTitle')}
          message={t('billing:run.confirmText', { period })}
          confirmLabel={t('billing:run.issue')}
          tone="primary"
          busy={run.isPending}
          onConfirm={() => void issue()}
        />
      </CardBody>
    </Card>
  );
}
