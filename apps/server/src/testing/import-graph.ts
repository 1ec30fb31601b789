import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The folder graph of docs/architecture.md ("Server layers"): which feature imports which,
// read from the import statements of the production files. A cycle between folders is what
// a file-level check (import-x/no-cycle) cannot see: a → b in one pair of files and b → a in
// another.

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const coreSrc = path.join(repoRoot, 'packages/core/src');

/** The server's layers, lowest first: each may use only itself and the layers before it. */
export const serverLayers = [
  'platform',
  'reference-data',
  'analytics',
  'customers',
  'admin',
] as const;

/** Tests and their support (the testing/ folder, `*.test-support.ts`) are no production code. */
export function isTestSupport(file: string): boolean {
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  return (
    /\.test(-support)?\.tsx?$/.test(relative) || relative.startsWith('apps/server/src/testing/')
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((file) => /\.tsx?$/.test(file) && statSync(file).isFile());
}

export function productionFiles(): string[] {
  return [...sourceFiles(serverSrc), ...sourceFiles(coreSrc)].filter(
    (file) => !isTestSupport(file),
  );
}

function resolveSource(base: string): string | undefined {
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The repo files a file imports (statically, dynamically or by re-export); packages aside. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const base = fileName.startsWith('.')
      ? path.resolve(path.dirname(file), fileName)
      : fileName.startsWith('@app/core/')
        ? path.join(coreSrc, fileName.slice('@app/core/'.length))
        : undefined;
    const resolved = base && resolveSource(base);
    return resolved ? [resolved] : [];
  });
}

/**
 * The folder a file belongs to: `layer/feature` inside a server layer (a file directly in a
 * layer folder is a feature of its own), the top-level file or folder otherwise (app, main,
 * seed, bench, …), `core/<folder>` in packages/core.
 */
export function featureOf(file: string): string {
  const inCore = file.startsWith(coreSrc + path.sep);
  const parts = path.relative(inCore ? coreSrc : serverSrc, file).split(path.sep);
  const [first = '', second = ''] = parts.map((part) => part.replace(/\.tsx?$/, ''));
  if (inCore) return `core/${first}`;
  return (serverLayers as readonly string[]).includes(first) ? `${first}/${second}` : first;
}

export interface FolderEdge {
  from: string;
  to: string;
  /** One file import that makes the edge, for the message. */
  example: string;
}

export function folderEdges(files: string[], read = importsOf): FolderEdge[] {
  const edges = new Map<string, FolderEdge>();
  for (const file of files) {
    for (const target of read(file)) {
      const from = featureOf(file);
      const to = featureOf(target);
      if (from === to || edges.has(`${from} ${to}`)) continue;
      const example = `${path.relative(repoRoot, file)} imports ${path.relative(repoRoot, target)}`;
      edges.set(`${from} ${to}`, { from, to, example });
    }
  }
  return [...edges.values()];
}

/** The strongly connected folder groups of more than one folder (Tarjan's algorithm). */
export function folderCycles(edges: FolderEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const target of next.get(folder) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(folder, Math.min(low.get(folder)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(target)!));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const folder of new Set(edges.flatMap(({ from, to }) => [from, to]))) {
    if (!index.has(folder)) visit(folder);
  }
  return cycles;
}

/** A readable account of a cycle group: every edge inside it with the import that makes it. */
export function describeCycle(group: string[], edges: FolderEdge[]): string {
  return edges
    .filter(({ from, to }) => group.includes(from) && group.includes(to))
    .map(({ from, to, example }) => `  ${from} → ${to}  (${example})`)
    .join('\n');
}
