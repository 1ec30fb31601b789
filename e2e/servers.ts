import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The browser tests run in several workers, each against a server of its own (issue 24): the
 * specs change state every user of a server sees (maintenance mode, the rates, the settings,
 * a demo user's saved institution and peers), so two specs must never share a server at the
 * same time. Each worker keeps the server of its slot (`TEST_PARALLEL_INDEX`), and runs its
 * specs one after another, as the whole suite once ran on one server.
 */
export const serverCount = Number(
  process.env.E2E_WORKERS ?? Math.max(1, Math.min(availableParallelism(), 4)),
);

/** The first server's port (E2E_PORT); the others take the ports after it. */
const firstPort = Number(process.env.E2E_PORT ?? 3100);
export const serverPort = (index: number) => firstPort + index;
export const serverUrl = (index: number) => `http://localhost:${serverPort(index)}`;

// Workers inherit the environment, so every process agrees on the one fresh data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'peerscope-e2e-'));
/** Each server's own data folder, loaded with the demo data at its first start. */
export const serverDataDir = (index: number) =>
  path.join(process.env.E2E_DATA_DIR as string, `server-${index}`);
