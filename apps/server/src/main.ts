import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config/config';
import { describeFileSystemError } from './platform/config/file-system-errors';
import { openDatabase } from './platform/db/database';
import { databaseAddress, describeDatabaseFault } from './platform/db/database-faults';
import { jobQueue } from './platform/jobs/job-queue';
import { readPoolWith, readQueuesWith } from './platform/metrics/metrics';
import { startMetricsServer } from './platform/metrics/metrics-server';
import { DEMO_LOAD_JOB, loadDemoData, seedDemoAccounts } from './seed/prepare-demo';

async function main() {
  // npm runs workspace scripts inside the workspace; relative paths are meant from where the
  // user typed the command.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config);
  // The queue is made before the app (the app's services define their jobs on it); its lines
  // go to the app's log once there is one.
  const logTo: { app?: FastifyBaseLogger } = {};
  const jobs = jobQueue(database.jobConnection, {
    error: (err, message) =>
      logTo.app ? logTo.app.error({ err }, message) : console.error(message),
    info: (message) => (logTo.app ? logTo.app.info(message) : console.log(message)),
  });
  const app = await buildApp({ config, db: database.db, jobs });
  logTo.app = app.log;
  const log = (message: string) => app.log.info(message);
  const demoLoadStop = new AbortController();
  if (config.demoMode) {
    await seedDemoAccounts(database.db, log);
    // A job, so that a load cut off by a restart resumes, on whichever instance is free.
    jobs.define({
      name: DEMO_LOAD_JOB,
      expireInSeconds: 60 * 60,
      oneAtATimePerKey: true,
      run: async () => {
        const outcome = await loadDemoData(
          database.db,
          { info: log, error: (err, message) => app.log.error({ err }, message) },
          { signal: demoLoadStop.signal },
        );
        // Cut off by a shutdown: a failed job goes back to the queue for the next instance.
        if (outcome === 'stopped') throw new Error('The demo load was stopped by a shutdown.');
        return outcome;
      },
    });
  }

  let stopping = false;
  /**
   * A graceful stop: readiness turns 503 and the listener closes (no new connections); the
   * requests in flight finish, for up to SHUTDOWN_GRACE_SECONDS, after which their connections
   * are cut; the app's close hooks stop the sync scheduler and hand running jobs back to the
   * queue; then the pool closes and the process exits 0.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(
      `${signal}: shutting down; requests in flight have ${config.shutdownGraceSeconds} seconds to finish`,
    );
    app.readiness.startShutdown();
    // The demo load stops between two writes rather than fail on a closed pool.
    demoLoadStop.abort();
    const cut = setTimeout(() => {
      app.log.warn('Grace period over: closing the connections still open.');
      app.server.closeAllConnections();
    }, config.shutdownGraceSeconds * 1000);
    cut.unref();
    await app.close();
    clearTimeout(cut);
    metrics?.close();
    await database.close();
    app.log.info('Stopped.');
    process.exit(0);
  };
  // A signal handler has no caller to wait for it; a failed close is an unhandled rejection,
  // which ends the process as the signal asked.
  const metrics = config.metricsPort
    ? await startMetricsServer(config.metricsPort, config.metricsHost)
    : null;
  if (metrics) {
    readPoolWith(async () => {
      const use = database.poolUse();
      return (['total', 'idle', 'waiting'] as const).map((state) => ({
        labels: { state },
        value: use[state],
      }));
    });
    readQueuesWith(() => jobs.depths());
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (metrics) {
    app.log.info(`Metrics on http://${config.metricsHost}:${config.metricsPort}/metrics`);
  }
  app.log.info(
    `Peerscope on http://${config.host}:${port} (${database.kind} database${
      database.kind === 'embedded' ? ` in ${config.dataDir}` : ''
    })`,
  );
  // This instance takes background jobs from now on, the demo load among them (it records a
  // failure for GET /api/status and never throws).
  await jobs.start();
  if (config.demoMode) await jobs.send(DEMO_LOAD_JOB, {}, { key: 'demo' });
  // Every instance checks the sync schedule; the runs it finds due are queued once (sync_runs).
  app.syncScheduler.start();
}

/**
 * A problem the person starting the server can fix, as one line naming the cause and what to
 * do; the stack only with LOG_LEVEL=debug (or trace).
 */
function startFailure(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const url = process.env.DATABASE_URL;
  const fault = describeDatabaseFault(error, url ? databaseAddress(url) : undefined);
  if (fault.known) return `Peerscope could not start: ${fault.sentence}`;
  const { code, port } = error as { code?: unknown; port?: unknown };
  if (code === 'EADDRINUSE') {
    return `Peerscope could not start: port ${String(port)} is in use (EADDRINUSE): stop what listens there, or set PORT (or METRICS_PORT) to a free port.`;
  }
  const diskProblem = describeFileSystemError(error);
  if (diskProblem) {
    const where = (error as { path?: unknown }).path;
    return `Peerscope could not start: ${typeof where === 'string' ? `${where}: ` : ''}${diskProblem}`;
  }
  return `Peerscope could not start: ${fault.sentence} (run with LOG_LEVEL=debug to see where)`;
}

main().catch((error: unknown) => {
  console.error(startFailure(error));
  if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) console.error(error);
  process.exit(1);
});
