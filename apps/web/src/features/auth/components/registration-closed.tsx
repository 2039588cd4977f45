import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/react';

/** Shown instead of the form while an admin has registrations switched off. */
export function RegistrationClosed() {
  const { t } = useTranslation(['auth']);
  return (
    <div className="space-y-6">
      <Alert tone="warning" title={t('auth:closed.title')}>
        {t('auth:closed.text')}
      </Alert>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/login" className={buttonClasses({ className: 'w-full' })}>
          {t('auth:closed.signIn')}
        </Link>
        <Link to="/contact" className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
          {t('auth:closed.contact')}
        </Link>
      </div>
    </div>
  );
}
