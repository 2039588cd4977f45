import UserPlus from 'lucide-react/icons/user-plus';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegistrationClosed } from '../../features/auth/components/registration-closed';
import { useTranslation } from '../../lib/i18n/react';
import { startRead } from '../../lib/query-client';
import { publicSettingsQueryOptions, usePublicSettings } from '../../resources/site-settings';

export const loader = () => {
  startRead(publicSettingsQueryOptions());
  return null;
};

export function RegisterScreen() {
  const settings = usePublicSettings();
  const { t } = useTranslation(['auth']);
  // The form is offered until the settings say registration is closed (and if they cannot be read):
  // the server enforces the rule and the password policy either way. So the form shows at once,
  // not a spinner; the policy's hint follows when it comes.
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
      {closed ? <RegistrationClosed /> : <RegisterForm passwordPolicy={settings.data?.password_policy} />}
    </AuthCard>
  );
}
