import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeCycle,
  featureOf,
  folderCycles,
  folderEdges,
  productionFiles,
  repoRoot,
  type FolderEdge,
} from './testing/import-graph';

// docs/architecture.md, "Server layers": no two folders of the server or of packages/core import
// each other, directly or round a circle. eslint (boundaries/dependencies) holds the layer order
// file by file; this reads every production import at once, re-exports and dynamic imports too.

const cyclesReport = (edges: FolderEdge[]) =>
  folderCycles(edges)
    .map((group) => `${group.join(' ↔ ')}\n${describeCycle(group, edges)}`)
    .join('\n\n');

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
    expect(folderCycles(edges)).toEqual([['analytics/kpis', 'analytics/summaries']]);
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
