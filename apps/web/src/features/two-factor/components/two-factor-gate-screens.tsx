import { TWO_FACTOR_MESSAGES } from '@stockyard/domain';
import { lazy, Suspense } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

// Only an admin who still has to enrol downloads the enrolment code.
const TwoFactorPanel = lazy(() => import('./two-factor-panel').then((m) => ({ default: m.TwoFactorPanel })));

/**
 * The admin two-factor gate's own words (app/routes/admin-two-factor-gate.tsx), loaded only when it
 * shows them: while the check is still running, and for an admin who has to enrol. Every other
 * admin screen opens without the admin catalog or this code.
 */
export function CheckingSpinner() {
  const { t } = useTranslation(['admin']);
  return <PageSpinner label={t('admin:twoFactorGate.checking')} />;
}

export function EnrolmentScreen({ done, onContinue }: { done: boolean; onContinue: () => void }) {
  const { logout } = useAuth();
  const { t } = useTranslation(['admin', 'common']);
  const translate = useTranslateMessage();
  return (
    <PageContainer>
      <PageHeader title={t('admin:twoFactorGate.title')}>
        <Button variant="secondary" onClick={() => void logout()}>
          {t('admin:twoFactorGate.signOut')}
        </Button>
      </PageHeader>
      <div className="max-w-2xl space-y-4">
        {done ? (
          <Alert tone="success" action={<Button onClick={onContinue}>{t('admin:twoFactorGate.continue')}</Button>}>
            {t('admin:twoFactorGate.enabled', { enabled: translate(TWO_FACTOR_MESSAGES.enabled) })}
          </Alert>
        ) : (
          <Alert tone="warning">{translate(TWO_FACTOR_MESSAGES.setupRequired)}</Alert>
        )}
        <Card>
          <CardBody>
            <Suspense fallback={<PageSpinner />}>
              <TwoFactorPanel />
            </Suspense>
          </CardBody>
        </Card>
      </div>
    </PageContainer>
  );
}
