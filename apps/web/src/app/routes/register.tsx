import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegistrationClosed } from '../../features/auth/components/registration-closed';
import { useTranslation } from '../../lib/i18n/react';
import { usePublicSettings } from '../../resources/site-settings';

export function RegisterScreen() {
  const settings = usePublicSettings();
  const { t } = useTranslation(['auth']);
  // If the settings cannot be read the form is offered anyway; the server still enforces the rule.
  const closed = settings.data?.allow_registrations === false;
  return (
    <AuthCard
      icon={UserPlus}
      title={closed ? t('auth:register.joinTitle') : t('auth:register.title')}
      subtitle={closed ? t('auth:register.pausedSubtitle') : t('auth:register.subtitle')}
      wide={!closed}
      footer={
        !closed && (
          <>
            {t('auth:register.haveAccount')}{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              {t('auth:register.signInHere')}
            </Link>
          </>
        )
      }
    >
      {settings.isPending ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner size="lg" />
        </div>
      ) : closed ? (
        <RegistrationClosed />
      ) : (
        <RegisterForm passwordPolicy={settings.data?.password_policy} />
      )}
    </AuthCard>
  );
}
