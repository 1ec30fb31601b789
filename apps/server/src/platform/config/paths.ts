import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder, found from this module's own location so that the same code works
 * from src/ (tsx, vitest) and from the bundled dist/main.js.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the server package folder (drizzle/ is missing)');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const repoRoot = path.resolve(serverRoot, '..', '..');
export const webDistFolder = path.join(repoRoot, 'apps', 'web', 'dist');
export const productDefinitionsFolder = path.join(repoRoot, 'packages', 'core', 'src', 'products');
export const serverAssetsFolder = path.join(serverRoot, 'assets');
