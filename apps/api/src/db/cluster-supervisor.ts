import type { EmbeddedCluster } from './embedded-cluster.js';

/**
 * Watches the embedded PostgreSQL this process runs and starts it again when it dies (a kill -9,
 * an out-of-memory kill, a crash). Meanwhile requests fail to connect and answer 503 with
 * Retry-After (plugins/errors.ts). When every try fails, giveUp is called: the server exits
 * non-zero so that its supervisor restarts the whole process, rather than staying up answering 503.
 */
export type ClusterSupervisorOptions = {
  /** How often the postmaster's pid is checked (a pool error checks at once). */
  checkIntervalMs?: number;
  /** The wait before each restart try; their count bounds the tries. */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
  giveUp: (error: Error) => void;
};

export const CLUSTER_CHECK_INTERVAL_MS = 2_000;
/** Five tries over about 15 s: a postmaster's leftover backends exit within a second of its death. */
export const CLUSTER_RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

export type ClusterSupervisor = {
  /** Checks now (called on a pool error, which is how a dead database usually shows first). */
  check(): void;
  stop(): void;
};

export function superviseCluster(cluster: EmbeddedCluster, options: ClusterSupervisorOptions): ClusterSupervisor {
  const log = options.log ?? ((line: string) => console.error(line));
  const delays = options.retryDelaysMs ?? CLUSTER_RESTART_DELAYS_MS;
  let restarting = false;
  let stopped = false;

  const restart = async () => {
    restarting = true;
    log('Embedded PostgreSQL: the database server stopped unexpectedly; restarting it');
    let lastError = new Error('not tried');
    for (const [index, delay] of delays.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopped) return;
      try {
        await cluster.restart();
        log(`Embedded PostgreSQL: restarted (try ${index + 1} of ${delays.length})`);
        restarting = false;
        return;
      } catch (error) {
        lastError = error as Error;
        log(`Embedded PostgreSQL: restart try ${index + 1} of ${delays.length} failed: ${lastError.message}`);
      }
    }
    options.giveUp(lastError);
  };

  const check = () => {
    if (stopped || restarting || cluster.isRunning()) return;
    void restart();
  };
  const timer = setInterval(check, options.checkIntervalMs ?? CLUSTER_CHECK_INTERVAL_MS);
  timer.unref();
  return {
    check,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
