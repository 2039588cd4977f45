import { TOKEN_STORAGE_KEY, type User } from '@stockyard/domain';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { startSessionCheck } from './session-check';
import { clearStoredSession, readStoredToken, readStoredUser, storeToken, storeUser } from './session-storage';

// The first screen's code (this file, site-name.ts) loads the API client on first use: a visitor's
// landing page paints before it calls the API, so the client stays out of its download.

type SessionState = { token: string | null; user: User | null; isLoading: boolean };

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** otpCode: the second step for accounts with two-factor sign-in (an app or recovery code). */
  login: (username: string, password: string, otpCode?: string) => Promise<User>;
  logout: () => Promise<void>;
  /** For screens that change the signed-in user's own record (profile settings). */
  updateUser: (user: User) => void;
};

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

function initialState(): SessionState {
  const token = readStoredToken();
  // Loading only matters when there is a token to check; without one the session is settled.
  return { token, user: token ? readStoredUser() : null, isLoading: token !== null };
}

const signedOut: SessionState = { token: null, user: null, isLoading: false };

/** Cached server data belongs to one user; it must not outlive their session. */
function clearServerCache(): void {
  void import('./query-client').then(({ queryClient }) => queryClient.clear());
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initialState);
  const navigate = useNavigate();
  // Only the token present at start is checked; later sign-ins bring their own user.
  const startToken = useRef(state.token);

  // Spec 01 section 4: with a token, load the current user once at start (the request itself was
  // sent by the entry, main.tsx, before the first render).
  useEffect(() => {
    const check = startToken.current ? startSessionCheck() : null;
    if (!check) return;
    let current = true;
    const keepSession = () => {
      if (current) setState((state) => ({ ...state, isLoading: false }));
    };
    const load = async () => {
      const [answer, { userSchema }] = await Promise.all([check, import('./auth-contracts')]);
      if (!current) return;
      if (answer.kind === 'refused') {
        clearStoredSession();
        setState(signedOut);
        return;
      }
      const parsed = answer.kind === 'user' ? userSchema.safeParse(answer.body) : null;
      if (!parsed?.success) return keepSession();
      storeUser(parsed.data);
      setState((state) => ({ ...state, user: parsed.data, isLoading: false }));
    };
    // Code that failed to load (offline) is a network failure too.
    load().catch(keepSession);
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
    const [{ loginResponseSchema }, { api }] = await Promise.all([import('./auth-contracts'), import('./api-client')]);
    const data = await api.post('/auth/login', { username, password, otp_code: otpCode }, { skipAuthRedirect: true });
    const { access_token, user } = loginResponseSchema.parse(data);
    storeToken(access_token);
    storeUser(user);
    // Nothing cached for a previous user may leak into this one's screens.
    clearServerCache();
    setState({ token: access_token, user, isLoading: false });
    return user;
  }, []);

  const logout = useCallback(async () => {
    // Loaded only here, so the first screen carries none of it.
    await import('./browser-push').then(({ endBrowserPush }) => endBrowserPush()).catch(() => undefined);
    try {
      // Ends the session on the server; the local session ends whatever the answer.
      const { api } = await import('./api-client');
      await api.post('/auth/logout', undefined, { skipAuthRedirect: true });
    } catch {
      // Ignored on purpose: an expired token or a network failure must not keep the user signed in.
    }
    clearStoredSession();
    // The router applies navigations as transitions. Signing out in the same transition means the
    // protected page never renders signed-out (which would bounce to /login instead of /).
    startTransition(() => {
      navigate('/');
      setState(signedOut);
    });
    clearServerCache();
  }, [navigate]);

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
      updateUser,
    }),
    [state, login, logout, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
