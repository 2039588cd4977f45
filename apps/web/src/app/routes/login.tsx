import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePublicSettings } from '../../features/site-settings/api/get-public-settings';

export function LoginScreen() {
  const settings = usePublicSettings();
  return (
    <AuthCard
      icon={LogIn}
      title="Welcome back"
      subtitle="Sign in to your Stockyard account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Register here
          </Link>
        </>
      }
    >
      {/* The demo box only appears when the server says the demo accounts exist. */}
      <LoginForm showDemoAccounts={settings.data?.demo_mode === true} />
    </AuthCard>
  );
}
