import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../../platform/config/paths';
import { ImportFileError } from '../call-report';

/** Test support: the hand-made fixtures beside this file, and copies of them to break. */
export const fixturesFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The agencies' real files, outside the repository; the real-data tests skip without them. */
export const realDataFolder = path.resolve(repoRoot, '..', 'shared', 'data', 'real');

export function fixturePath(...parts: string[]): string {
  return path.join(fixturesFolder, ...parts);
}

/** A fresh copy of a fixture folder in a temporary folder of the same name. */
export function copyFixture(name: string): string {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'importer-test-')), name);
  cpSync(fixturePath(name), target, { recursive: true });
  return target;
}

/** Rewrites a copied file as text (the fixtures are ASCII). */
export function editFile(file: string, edit: (text: string) => string): void {
  writeFileSync(file, edit(readFileSync(file, 'latin1')), 'latin1');
}

/** The message of the ImportFileError the promise rejects with; any other outcome fails. */
export async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error('expected the file to be refused');
}
