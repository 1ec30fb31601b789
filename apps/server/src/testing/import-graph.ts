import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graphs of docs/architecture.md, read from the import statements with
// TypeScript's own pre-processor (parsing only, no type checking, so the whole repo reads in seconds):
// - files: no file of the server, the web app, core or the browser tests loads itself round a
//   circle (this replaced the lint rule import-x/no-cycle, which took a fifth of the lint);
// - folders ("Server layers"): no two features of the server or folders of core import each
//   other, which a file-level check cannot see (a → b in one pair of files, b → a in another).

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const coreSrc = path.join(repoRoot, 'packages/core/src');
/** Every TypeScript folder of the repo, tests included: the file graph reads them all. */
const sourceRoots = [
  serverSrc,
  coreSrc,
  path.join(repoRoot, 'apps/web/src'),
  path.join(repoRoot, 'e2e'),
];

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
    .filter((name) => !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(folder, name))
    .filter((file) => /\.tsx?$/.test(file) && statSync(file).isFile());
}

/** Every TypeScript file of the server, the web app, core and the browser tests. */
export function allSourceFiles(): string[] {
  return sourceRoots.flatMap(sourceFiles);
}

export function productionFiles(): string[] {
  return [...sourceFiles(serverSrc), ...sourceFiles(coreSrc)].filter(
    (file) => !isTestSupport(file),
  );
}

function resolveSource(base: string): string | undefined {
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The repo file an import names, or nothing for a package (`@app/core/…` is core's source). */
function resolveImport(file: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(file), specifier)
    : specifier.startsWith('@app/core/')
      ? path.join(coreSrc, specifier.slice('@app/core/'.length))
      : undefined;
  return base && resolveSource(base);
}

/** The repo files a file imports (statically, dynamically or by re-export); packages aside. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
}

/**
 * The repo files a file loads when it runs: `import type` and `export type`, and imports whose
 * every name is a type, are left out, as the compiler leaves them out (a cycle of types only is
 * harmless, and the one way to type two modules that use each other).
 */
export function runtimeImportsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  return runtimeSpecifiers(file, text).flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** The module names of runtimeImportsOf, as written in the file. */
export function runtimeSpecifiers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const typeOnly = (elements: readonly { isTypeOnly: boolean }[]) =>
    elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings)
          ? typeOnly(bindings.elements)
          : false);
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const onlyTypes =
        node.isTypeOnly ||
        (clause && ts.isNamedExports(clause) ? typeOnly(clause.elements) : false);
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
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

/** An edge of an import graph: a file or a folder that imports another. */
export interface ImportEdge {
  from: string;
  to: string;
  /** One file import that makes the edge, for the message. */
  example: string;
}

export function folderEdges(files: string[], read = importsOf): ImportEdge[] {
  const edges = new Map<string, ImportEdge>();
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

/** File to file: what each file loads when it runs, named by its path from the repo root. */
export function fileEdges(files: string[], read = runtimeImportsOf): ImportEdge[] {
  const name = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');
  return files.flatMap((file) =>
    read(file).map((target) => {
      const [from, to] = [name(file), name(target)];
      return { from, to, example: `${from} imports ${to}` };
    }),
  );
}

/** The strongly connected groups of more than one node (Tarjan's algorithm). */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of new Set(edges.flatMap(({ from, to }) => [from, to]))) {
    if (!index.has(node)) visit(node);
  }
  return cycles;
}

/** A readable account of a cycle group: every edge inside it with the import that makes it. */
export function describeCycle(group: string[], edges: ImportEdge[]): string {
  return edges
    .filter(({ from, to }) => group.includes(from) && group.includes(to))
    .map(({ from, to, example }) => `  ${from} → ${to}  (${example})`)
    .join('\n');
}
