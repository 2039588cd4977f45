import LogIn from 'lucide-react/icons/log-in';
import { Link } from '../../components/ui/link';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { cameAsDemoPage } from '../../lib/demo-page';
import { useTranslation } from '../../lib/i18n/react';
import { usePublicSettings } from '../../resources/site-settings';

export function LoginScreen() {
  const settings = usePublicSettings();
  const { t } = useTranslation(['auth']);
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
      {/* The demo box only appears when the server says the demo accounts exist: in the page it
          sent (lib/demo-page.ts), then in its public settings. */}
      <LoginForm showDemoAccounts={settings.data?.demo_mode ?? cameAsDemoPage()} />
    </AuthCard>
  );
}
