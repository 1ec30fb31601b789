import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allSourceFiles,
  describeCycle,
  featureOf,
  fileEdges,
  folderEdges,
  importCycles,
  productionFiles,
  repoRoot,
  runtimeSpecifiers,
  type ImportEdge,
} from './testing/import-graph';

// docs/architecture.md, "Rules the linter enforces" and "Server layers": no file imports itself
// round a circle, and no two folders of the server or of packages/core import each other.
// eslint (boundaries/dependencies) holds the layer order file by file; this reads every import
// at once, re-exports and dynamic imports too.

const cyclesReport = (edges: ImportEdge[]) =>
  importCycles(edges)
    .map((group) => `${group.join(' ↔ ')}\n${describeCycle(group, edges)}`)
    .join('\n\n');

describe('the file graph', () => {
  it('has no import cycle in the server, the web app, core or the browser tests', () => {
    const files = allSourceFiles();
    expect(files.length).toBeGreaterThan(1000);
    expect(files.some((file) => file.endsWith('apps/web/src/main.tsx'))).toBe(true);
    expect(cyclesReport(fileEdges(files))).toBe('');
  });

  it('finds a cycle round three files, web modules and index files included', () => {
    const web = (file: string) => path.join(repoRoot, 'apps/web/src', file);
    const imports: Record<string, string[]> = {
      [web('features/trends/trend-page.tsx')]: [web('ui/chart/index.tsx')],
      [web('ui/chart/index.tsx')]: [web('ui/chart/legend.tsx')],
      [web('ui/chart/legend.tsx')]: [web('features/trends/trend-page.tsx')],
      [web('ui/format.ts')]: [web('ui/chart/legend.tsx')],
    };
    const edges = fileEdges(Object.keys(imports), (file) => imports[file] ?? []);
    expect(importCycles(edges)).toEqual([
      [
        'apps/web/src/features/trends/trend-page.tsx',
        'apps/web/src/ui/chart/index.tsx',
        'apps/web/src/ui/chart/legend.tsx',
      ],
    ]);
    expect(cyclesReport(edges)).toContain(
      'apps/web/src/ui/chart/legend.tsx imports apps/web/src/features/trends/trend-page.tsx',
    );
  });

  it('leaves out imports of types only, which the compiled code does not load', () => {
    const file = path.join(repoRoot, 'apps/server/src/example.ts');
    const text = [
      "import type { A } from './types-a';",
      "import { type B, type C } from './types-b';",
      "export type { D } from './types-c';",
      "import { e, type E } from './values-a';",
      "export { f } from './values-b';",
      "const g = () => import('./values-c');",
    ].join('\n');
    expect(runtimeSpecifiers(file, text)).toEqual(['./values-a', './values-b', './values-c']);
  });

  it('resolves web imports written without their .ts or .tsx extension', () => {
    const main = path.join(repoRoot, 'apps/web/src/main.tsx');
    expect(fileEdges([main]).map(({ to }) => to)).toEqual(
      expect.arrayContaining([
        'apps/web/src/api/query-client.ts',
        'apps/web/src/app/providers.tsx',
      ]),
    );
  });
});

describe('the folder graph', () => {
  it('has no cycle between the features of the server and the folders of core', () => {
    const files = productionFiles();
    // A stray path (a moved root, say) would read no file and pass for the wrong reason.
    expect(files.length).toBeGreaterThan(300);
    expect(cyclesReport(folderEdges(files))).toBe('');
  });

  it('finds a cycle made by two imports in different files, and names both', () => {
    const server = (file: string) => path.join(repoRoot, 'apps/server/src', file);
    const imports: Record<string, string[]> = {
      [server('analytics/kpis/kpi-service.ts')]: [server('analytics/summaries/summary-service.ts')],
      [server('analytics/summaries/row-summary.ts')]: [server('analytics/kpis/score.ts')],
      [server('analytics/summaries/summary-service.ts')]: [server('platform/db/database.ts')],
    };
    const edges = folderEdges(Object.keys(imports), (file) => imports[file] ?? []);
    expect(importCycles(edges)).toEqual([['analytics/kpis', 'analytics/summaries']]);
    const report = cyclesReport(edges);
    expect(report).toContain('analytics/kpis → analytics/summaries');
    expect(report).toContain('row-summary.ts imports apps/server/src/analytics/kpis/score.ts');
  });

  it('names a folder by its layer and feature, the tooling and core by their folder', () => {
    const at = (file: string) => featureOf(path.join(repoRoot, file));
    expect(at('apps/server/src/analytics/groups/groups-service.ts')).toBe('analytics/groups');
    expect(at('apps/server/src/platform/db/schema/user-tables.ts')).toBe('platform/db');
    expect(at('apps/server/src/app.ts')).toBe('app');
    expect(at('apps/server/src/seed/demo-seed.ts')).toBe('seed');
    expect(at('packages/core/src/api/routes/api-routes.ts')).toBe('core/api');
  });
});
