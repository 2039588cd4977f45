import { sessionPhase, type SessionPhase } from '@stockyard/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { readStoredToken } from '../../lib/session-storage';
import { clearIdleState, isIdleStateKey, readIdleState, renewOnActivity, renewSession } from '../../lib/session-idle';

// The warning (and the dialog code it is made of) loads the first time it shows.
const SessionWarning = lazy(() => import('./session-warning').then((module) => ({ default: module.SessionWarning })));

/** What counts as working: a click, a key, a touch, a scroll of the wheel. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Opening a page (or signing in) is work, once per page load and session: the keeper also mounts
 * again when the signed-in bar re-renders from scratch, which is nobody's activity.
 */
let openedFor: string | null = null;

/** The shared idle state, unless its end has passed. */
function liveIdleState() {
  const state = readIdleState();
  return state && state.endsAt > Date.now() ? state : null;
}

/**
 * Keeps a working person signed in and warns an idle one (issue: sessions that last a shift):
 * activity renews the session (lib/session-idle.ts), a dialog of its own warns in the last minute with Stay
 * signed in, and at the end the session is closed and the sign-in page says so, ready to return here.
 */
export function SessionKeeper() {
  const { endSession, logout } = useAuth();
  const [now, setNow] = useState(() => Date.now());
  const [endsAt, setEndsAt] = useState(() => liveIdleState()?.endsAt ?? null);
  const [staying, setStaying] = useState(false);

  // Opening a signed-in page is work: renew (at most once a minute), then on every activity.
  useEffect(() => {
    const onActivity = () => renewOnActivity();
    const token = readStoredToken();
    if (openedFor !== token) {
      openedFor = token;
      // An end recorded before this page was opened is no verdict: the server says whether the
      // session still lives (a refusal goes to the sign-in page through the API client's 401 rule).
      if (liveIdleState()) onActivity();
      else {
        clearIdleState();
        void renewSession().catch(() => undefined);
      }
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    // Another tab renewed: its end is this tab's end too.
    const onStorage = (event: StorageEvent) => {
      if (isIdleStateKey(event.key)) setEndsAt(readIdleState()?.endsAt ?? null);
    };
    window.addEventListener('storage', onStorage);
    // This tab's own renewals.
    const timer = window.setInterval(() => {
      setNow(Date.now());
      setEndsAt(readIdleState()?.endsAt ?? null);
    }, 1000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, []);

  const phase: SessionPhase = endsAt === null ? 'active' : sessionPhase(now, endsAt);
  useEffect(() => {
    if (phase === 'ended') void endSession();
  }, [phase, endSession]);
  const stay = async () => {
    setStaying(true);
    try {
      setEndsAt((await renewSession()).endsAt);
      setNow(Date.now());
    } catch {
      // A refused renewal (the session ended on the server) is handled by the API client's 401 rule.
    } finally {
      setStaying(false);
    }
  };

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const time = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  if (phase !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <SessionWarning time={time} staying={staying} onStay={() => void stay()} onLogout={() => void logout()} />
    </Suspense>
  );
}
