import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';

/** Shown instead of the form while an admin has registrations switched off. */
export function RegistrationClosed() {
  return (
    <div className="space-y-6">
      <Alert tone="warning" title="Registration is currently closed">
        New accounts cannot be created right now. If you already have an account, you can sign in; otherwise please get
        in touch and our team will help.
      </Alert>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/login" className={buttonClasses({ className: 'w-full' })}>
          Sign In
        </Link>
        <Link to="/contact" className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
          Contact Us
        </Link>
      </div>
    </div>
  );
}
