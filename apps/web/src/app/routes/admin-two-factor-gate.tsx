import { TWO_FACTOR_MESSAGES } from '@stockyard/domain';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { usePublicSettings } from '../../resources/site-settings';
import { useMe } from '../../resources/current-user';
import { useAuth } from '../../lib/auth';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';

// Only an admin who still has to enrol downloads the enrolment code.
const TwoFactorPanel = lazy(() =>
  import('../../features/two-factor/components/two-factor-panel').then((m) => ({ default: m.TwoFactorPanel })),
);

/**
 * The admin area while the system requires two-factor sign-in for admins: an admin who has not
 * enrolled sees the enrolment screen instead of screens the server would refuse (403
 * TWO_FACTOR_SETUP_REQUIRED). Once enrolled, the profile query refreshes and the area opens.
 */
export function AdminTwoFactorGate() {
  const settings = usePublicSettings();
  const required = settings.data?.require_admin_two_factor === true;
  const me = useMe({ enabled: required });
  const needsEnrolment = required && me.data?.two_factor_enabled === false;
  // Held open after enrolment until the admin moves on, so the recovery codes dialog stays on screen.
  const [held, setHeld] = useState(false);
  if (needsEnrolment && !held) setHeld(true);
  if (held) return <EnrolmentScreen done={!needsEnrolment} onContinue={() => setHeld(false)} />;
  if (settings.isPending || (required && me.isPending)) return <CheckingSpinner />;
  // If either answer failed, the server still enforces the rule; the screens show its message.
  return <Outlet />;
}

// Its own component, so the admin catalog is fetched only while the check runs, not for every admin screen.
function CheckingSpinner() {
  const { t } = useTranslation(['admin']);
  return <PageSpinner label={t('admin:twoFactorGate.checking')} />;
}

function EnrolmentScreen({ done, onContinue }: { done: boolean; onContinue: () => void }) {
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
