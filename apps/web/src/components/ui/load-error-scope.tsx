import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

type Failure = { element: () => HTMLElement | null; retry: () => unknown };

/** Whether a's element stands before b's on the page (an element not yet there goes last). */
const standsBefore = (a: Failure, b: Failure) => {
  const [x, y] = [a.element(), b.element()];
  if (!x || !y) return x ? -1 : y ? 1 : 0;
  return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
};

/** The reads of one screen that are failing now, and which of them speaks for all. */
function createFailures() {
  const failures = new Map<number, Failure>();
  const listeners = new Set<() => void>();
  let lead: number | undefined;
  let lastId = 0;
  const settle = () => {
    const first = [...failures].sort(([, a], [, b]) => standsBefore(a, b))[0]?.[0];
    if (first === lead) return;
    lead = first;
    listeners.forEach((listener) => listener());
  };
  return {
    newId: () => ++lastId,
    add(id: number, failure: Failure) {
      failures.set(id, failure);
      settle();
      return () => {
        failures.delete(id);
        settle();
      };
    },
    lead: () => lead,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    retryAll: () => failures.forEach((failure) => void failure.retry()),
  };
}

type Failures = ReturnType<typeof createFailures>;
const FailuresContext = createContext<Failures | null>(null);
const alone = () => () => {};

/**
 * Around a screen whose sections read separately: when several fail together (the API is down),
 * the screen shows one error, not one per section. The first failing section on the page shows
 * the message and a Retry that asks again for every failed read; the others only say they are
 * not loaded. A section failing alone still shows its own message.
 */
export function LoadErrorScope({ children }: { children: ReactNode }) {
  const [failures] = useState(createFailures);
  return <FailuresContext.Provider value={failures}>{children}</FailuresContext.Provider>;
}

/**
 * A failed read's place in the scope (for LoadError). `lead`: this one shows the message; `retry`
 * asks again for every failure in the scope; `attach` goes on the element that stands for it.
 * Outside a scope it leads and retries itself.
 */
export function useFailureSlot(retry: () => unknown) {
  const failures = useContext(FailuresContext);
  const [id] = useState(() => failures?.newId() ?? 0);
  const element = useRef<HTMLElement | null>(null);
  const attach = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  const latestRetry = useRef(retry);
  useLayoutEffect(() => {
    latestRetry.current = retry;
  });
  // A layout effect: the scope picks its lead before the browser paints two messages.
  useLayoutEffect(
    () => failures?.add(id, { element: () => element.current, retry: () => latestRetry.current() }),
    [failures, id],
  );
  const lead = useSyncExternalStore(failures?.subscribe ?? alone, () => failures?.lead());
  return {
    attach,
    lead: lead === undefined || lead === id,
    retry: failures ? failures.retryAll : retry,
    scoped: failures !== null,
  };
}
