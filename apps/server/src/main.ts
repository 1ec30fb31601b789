import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config/config';
import { describeFileSystemError } from './platform/config/file-system-errors';
import { openDatabase } from './platform/db/database';
import { jobQueue } from './platform/jobs/job-queue';
import { DEMO_LOAD_JOB, loadDemoData, seedDemoAccounts } from './seed/prepare-demo';

async function main() {
  // npm runs workspace scripts inside the workspace; relative paths are meant from where the
  // user typed the command.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config);
  const jobs = jobQueue(database.jobConnection, {
    error: (err, message) => console.error(message, err),
  });
  const app = await buildApp({ config, db: database.db, jobs });
  const log = (message: string) => app.log.info(message);
  if (config.demoMode) {
    await seedDemoAccounts(database.db, log);
    // A job, so that a load cut off by a restart resumes, on whichever instance is free.
    jobs.define({
      name: DEMO_LOAD_JOB,
      expireInSeconds: 60 * 60,
      oneAtATimePerKey: true,
      run: () =>
        loadDemoData(database.db, {
          info: log,
          error: (err, message) => app.log.error({ err }, message),
        }),
    });
  }
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  // A signal handler has no caller to wait for it; a failed close is an unhandled rejection,
  // which ends the process as the signal asked.
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Peerscope on http://${config.host}:${config.port} (${database.kind} database${
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

main().catch((error: unknown) => {
  // A problem the person starting the server can fix gets one line; anything else its stack.
  const diskProblem = describeFileSystemError(error);
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (diskProblem) {
    const where = (error as { path?: unknown }).path;
    console.error(
      `Peerscope could not start: ${typeof where === 'string' ? `${where}: ` : ''}${diskProblem}`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
