import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegistrationClosed } from '../../features/auth/components/registration-closed';
import { usePublicSettings } from '../../features/site-settings/api/get-public-settings';

export function RegisterScreen() {
  const settings = usePublicSettings();
  // If the settings cannot be read the form is offered anyway; the server still enforces the rule.
  const closed = settings.data?.allow_registrations === false;
  return (
    <AuthCard
      icon={UserPlus}
      title={closed ? 'Join Stockyard' : 'Create your account'}
      subtitle={closed ? 'New accounts are paused for now' : 'Store with Stockyard in a few minutes'}
      wide={!closed}
      footer={
        !closed && (
          <>
            Already have an account?{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              Sign in here
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
