import { TOKEN_STORAGE_KEY, type LoginResponse, type User } from '@stockyard/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { api, isApiError } from './api-client';
import { queryClient } from './query-client';
import { clearIdleState } from './session-idle';
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  sessionEndedPath,
  storeToken,
  storeUser,
} from './session-storage';

type SessionState = { token: string | null; user: User | null; isLoading: boolean };

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** otpCode: the second step for accounts with two-factor sign-in (an app or recovery code). */
  login: (username: string, password: string, otpCode?: string) => Promise<User>;
  logout: () => Promise<void>;
  /** The session ended without activity: signed out, on the sign-in page that says so and returns here. */
  endSession: () => Promise<void>;
  /** For screens that change the signed-in user's own record (profile settings). */
  updateUser: (user: User) => void;
};

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

const signedOut: SessionState = { token: null, user: null, isLoading: false };

/**
 * What the start-up session check decided: signed out (the token was refused), the server's record
 * of the user, or keep the stored session (the server could not say: spec 01 section 4).
 */
type StartOutcome = { kind: 'refused' } | { kind: 'user'; user: User } | { kind: 'keep' };

const applyOutcome = (state: SessionState, outcome: StartOutcome): SessionState =>
  outcome.kind === 'refused'
    ? signedOut
    : { ...state, user: outcome.kind === 'user' ? outcome.user : state.user, isLoading: false };

let startCheck: { token: string; outcome: Promise<StartOutcome>; settled?: StartOutcome } | undefined;

/**
 * Spec 01 section 4: with a token, the current user is loaded once at start. A refused token ends
 * the stored session; a network or server failure keeps it. Asked again with the same token, it
 * answers with the same check.
 */
function checkStartSession(token: string): Promise<StartOutcome> {
  if (startCheck?.token !== token) {
    // Typed, not parsed: the server serializes every answer through the domain's schema, and zod
    // on this path would be in every page's first download.
    const outcome = api.get<User>('/users/me', { skipAuthRedirect: true }).then(
      (user): StartOutcome => {
        storeUser(user);
        return { kind: 'user', user };
      },
      (error: unknown): StartOutcome => {
        if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) return { kind: 'keep' };
        // Unless another sign-in has stored its own session meanwhile.
        if (readStoredToken() === token) clearStoredSession();
        return { kind: 'refused' };
      },
    );
    const current: NonNullable<typeof startCheck> = { token, outcome };
    startCheck = current;
    void outcome.then((settled) => (current.settled = settled));
  }
  return startCheck.outcome;
}

/**
 * For the root route's loader: the start-up session check travels with the first screen's code,
 * and the first render waits for it, so a signed-in screen renders signed in at once rather than
 * behind a "checking your session" spinner.
 */
export async function sessionLoader(): Promise<null> {
  const token = readStoredToken();
  if (token !== null) await checkStartSession(token);
  return null;
}

function initialState(): SessionState {
  const token = readStoredToken();
  // Loading only matters when there is a token to check; without one the session is settled.
  const state = { token, user: token ? readStoredUser() : null, isLoading: token !== null };
  const settled = token !== null && startCheck?.token === token ? startCheck.settled : undefined;
  return settled ? applyOutcome(state, settled) : state;
}

/** This device's push subscription and the server's session end; the local session ends whatever the answers. */
async function endServerSession(): Promise<void> {
  // Loaded only here, so the first screen carries none of it.
  await import('./browser-push').then(({ endBrowserPush }) => endBrowserPush()).catch(() => undefined);
  try {
    await api.post('/auth/logout', undefined, { skipAuthRedirect: true });
  } catch {
    // Ignored on purpose: an expired token or a network failure must not keep the user signed in.
  }
}

/** Cached server data belongs to one user; it must not outlive their session. */
function clearServerCache(): void {
  queryClient.clear();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initialState);
  const navigate = useNavigate();
  // Only the token present at start is checked; later sign-ins bring their own user.
  const startToken = useRef(state.token);

  // The start-up check, unless its answer was in before the first render (initialState).
  const checking = useRef(state.isLoading);
  useEffect(() => {
    if (!startToken.current || !checking.current) return;
    let current = true;
    void checkStartSession(startToken.current).then((outcome) => {
      // Only for the session it checked: a sign-in meanwhile brought its own user.
      if (current) setState((state) => (state.token === startToken.current ? applyOutcome(state, outcome) : state));
    });
    return () => {
      current = false;
    };
  }, []);

  // Signing out in another tab removes the token there; follow it here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null) {
        setState(signedOut);
        clearServerCache();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(async (username: string, password: string, otpCode?: string) => {
    const { access_token, user } = await api.post<LoginResponse>(
      '/auth/login',
      { username, password, otp_code: otpCode },
      { skipAuthRedirect: true },
    );
    // The previous session's idle end must not end this one; the new one is renewed on its first page.
    clearIdleState();
    storeToken(access_token);
    storeUser(user);
    // Nothing cached for a previous user may leak into this one's screens.
    clearServerCache();
    setState({ token: access_token, user, isLoading: false });
    return user;
  }, []);

  const logout = useCallback(async () => {
    await endServerSession();
    clearStoredSession();
    clearIdleState();
    // Home first, then signed out: a protected page that rendered signed out would send the reader
    // to /login instead of /.
    await navigate('/');
    setState(signedOut);
    clearServerCache();
  }, [navigate]);

  const endSession = useCallback(async () => {
    await endServerSession();
    clearStoredSession();
    clearIdleState();
    // A fresh page, as after a refused request (api-client.ts): nothing of the session stays in
    // memory, and the sign-in page says why and returns here.
    window.location.assign(sessionEndedPath());
  }, []);

  const updateUser = useCallback((user: User) => {
    storeUser(user);
    setState((current) => ({ ...current, user }));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      token: state.token,
      isLoading: state.isLoading,
      isAuthenticated: Boolean(state.token && state.user),
      login,
      logout,
      endSession,
      updateUser,
    }),
    [state, login, logout, endSession, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
