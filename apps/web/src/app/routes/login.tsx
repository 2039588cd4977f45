import LogIn from 'lucide-react/icons/log-in';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useTranslation } from '../../lib/i18n/react';
import { startRead } from '../../lib/query-client';
import { publicSettingsQueryOptions, usePublicSettings } from '../../resources/site-settings';

export const loader = () => {
  startRead(publicSettingsQueryOptions());
  return null;
};

export function LoginScreen() {
  const settings = usePublicSettings();
  const { t } = useTranslation(['auth']);
  const [params] = useSearchParams();
  return (
    <AuthCard
      icon={LogIn}
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle')}
      footer={
        <>
          {t('auth:login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            {t('auth:login.registerHere')}
          </Link>
        </>
      }
    >
      {params.get('session') === 'ended' && (
        <Alert tone="info" className="mb-4">
          {t('auth:login.sessionEnded')}
        </Alert>
      )}
      {/* The demo box only appears when the server says the demo accounts exist. */}
      <LoginForm showDemoAccounts={settings.data?.demo_mode ?? false} />
    </AuthCard>
  );
}
