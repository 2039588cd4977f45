import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { queryClient } from '../../lib/query-client';
import { publicSettingsQueryOptions, usePublicSettings } from '../../resources/site-settings';
import { useMe } from '../../resources/current-user';

// The gate's words (the admin catalog) and the enrolment screen load only when they show.
const enrolment = () => import('../../features/two-factor/components/two-factor-gate-screens');
const EnrolmentScreen = lazy(() => enrolment().then((m) => ({ default: m.EnrolmentScreen })));
const CheckingSpinner = lazy(() => enrolment().then((m) => ({ default: m.CheckingSpinner })));

/**
 * The gate decides before the area shows, so it waits for the settings (a failure opens the area:
 * the server still enforces the rule, and the screens show its message).
 */
export async function loader() {
  await queryClient.ensureQueryData(publicSettingsQueryOptions()).catch(() => undefined);
  return null;
}

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
  if (held) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <EnrolmentScreen done={!needsEnrolment} onContinue={() => setHeld(false)} />
      </Suspense>
    );
  }
  if (settings.isPending || (required && me.isPending)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <CheckingSpinner />
      </Suspense>
    );
  }
  // If either answer failed, the server still enforces the rule; the screens show its message.
  return <Outlet />;
}
