import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@app/core/api/routes/api-routes';
import { describe, expect, it } from 'vitest';
import { bankMetrics } from './reference-data/catalogue/bank-metrics';
import { creditUnionMetrics } from './reference-data/catalogue/credit-union-metrics';

// The docs describe the code; these checks fail when one moves without the other (issue 13).

const root = path.resolve(import.meta.dirname, '../../..');
const docFiles = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md') && name !== 'api-routes.md')
    .map((name) => `docs/${name}`),
];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the docs match the code', () => {
  it('state the catalogue sizes the code has', () => {
    const data = read('docs/data.md');
    expect(data).toContain(
      `${bankMetrics.length} bank and ${creditUnionMetrics.length} credit-union metrics`,
    );
    for (const file of docFiles) {
      for (const [, count, type] of read(file).matchAll(/(\d+) (bank|credit-union) metrics/g)) {
        const actual = type === 'bank' ? bankMetrics.length : creditUnionMetrics.length;
        expect(`${file}: ${count} ${type} metrics`).toBe(`${file}: ${actual} ${type} metrics`);
      }
    }
  });

  it('name only files and folders that exist', () => {
    const missing: string[] = [];
    for (const file of docFiles) {
      for (const [, named = ''] of read(file).matchAll(
        /`((?:apps|packages|e2e|scripts|docs)\/[^`\s]+)`/g,
      )) {
        // `path/file.ts:42` and `folder/*.ts` name a file by line or a set by pattern.
        const target = named.replace(/:\d+$/, '').replace(/\/\*[^/]*$/, '');
        // Build outputs exist only once `npm run build` has run.
        if (/(^|\/)dist(\/|$)/.test(target)) continue;
        if (!existsSync(path.join(root, target))) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give the versions that are installed', () => {
    // A package is hoisted to the root unless a workspace pins another version of it.
    const installed = (name: string) => {
      const file = ['', 'apps/server/', 'apps/web/']
        .map((workspace) => path.join(root, `${workspace}node_modules/${name}/package.json`))
        .find((candidate) => existsSync(candidate));
      if (!file) throw new Error(`${name} is not installed`);
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    };
    const named: Record<string, string> = {
      vitest: 'vitest',
      'happy-dom': 'happy-dom',
      jsdom: 'jsdom',
      Vite: 'vite',
      'React Router': 'react-router',
      TypeScript: 'typescript',
      ESLint: 'eslint',
      'drizzle-kit': 'drizzle-kit',
    };
    const wrong: string[] = [];
    for (const file of docFiles) {
      for (const [label, name] of Object.entries(named)) {
        const pattern = new RegExp(`\\b${label} (\\d+(?:\\.\\d+){0,2})\\b`, 'g');
        for (const [, stated] of read(file).matchAll(pattern)) {
          const version = installed(name);
          if (!`${version}.`.startsWith(`${stated}.`)) {
            wrong.push(`${file}: ${label} ${stated} (installed ${version})`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('list every route of the API contract in docs/api-routes.md', async () => {
    const routes = [...apiRoutes].sort(
      (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
    );
    // Padded as prettier pads a Markdown table, so `prettier --check` passes on the written file.
    const cells: [string, string][] = [
      ['Method', 'Path'],
      ...routes.map((r): [string, string] => [r.method, `\`${r.path}\``]),
    ];
    const methodWidth = Math.max(...cells.map(([method]) => method.length));
    const pathWidth = Math.max(...cells.map(([, route]) => route.length));
    const line = ([method, route]: [string, string]) =>
      `| ${method.padEnd(methodWidth)} | ${route.padEnd(pathWidth)} |`;
    const [header, ...rows] = cells.map(line);
    const list = [
      '# API routes',
      '',
      'Every route the server answers, from the contract in `packages/core/src/api/routes`.',
      'Written by `apps/server/src/docs-match-code.test.ts`: after a route changes, run',
      '`npx vitest run apps/server/src/docs-match-code.test.ts --update`. Who may call each route is',
      'in the authorization matrix test (`apps/server/src/platform/access`).',
      '',
      `${apiRoutes.length} routes.`,
      '',
      header,
      line(['-'.repeat(methodWidth), '-'.repeat(pathWidth)]),
      ...rows,
      '',
    ].join('\n');
    await expect(list).toMatchFileSnapshot(path.join(root, 'docs/api-routes.md'));
  });
});
