import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

// The web app's layers (docs/architecture.md, "Rules the linter enforces"). A feature imports
// its own insides and the shared layers (ui, api, selection, utils, the product renderer in
// product/, @app/core), never another feature's; only app/, the composition root, wires
// features together.
const webSrc = './apps/web/src';
const features = readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `${webSrc}/features/${feature}`,
  from: `${webSrc}/features`,
  except: [`./${feature}`],
  message: 'A feature imports only its own modules and the shared layers, not another feature.',
}));
const sharedLayerZones = ['ui', 'api', 'selection', 'utils', 'product'].map((layer) => ({
  target: `${webSrc}/${layer}`,
  from: [`${webSrc}/app`, `${webSrc}/features`],
  message: 'Shared layers do not import features or the app root; only app/ composes features.',
}));
const appRootZone = {
  target: `${webSrc}/features`,
  from: `${webSrc}/app`,
  message: 'The app root composes features; features do not import it.',
};

// The server's layers and packages/core's folders (docs/architecture.md, "Server layers"),
// lowest first. A layer uses only itself and the layers before it; inside a layer, a feature
// (second-level folder) uses only itself and the features listed before it, so features never
// import each other in a circle. A new feature folder is refused until it is placed here.
// app.ts, main.ts, data-cli.ts, compose.ts, seed/ and bench/ are the tooling on top (they may
// import anything); tests, testing/ and `*.test-support.ts` are exempt but no production file
// may import them.
const coreFolders = ['domain', 'analytics', 'api', 'format', 'products'];
const serverLayers = {
  platform: [
    'metrics',
    'config',
    'jobs',
    'db',
    'mail',
    'http',
    'health',
    'throttle',
    'auth',
    'access',
    'answer-cache',
    'audit',
    'settings',
    'two-factor',
  ],
  'reference-data': [
    'catalogue',
    'metric-values',
    'reference',
    'institutions',
    'dates',
    'peer-groups',
    'rates',
    'data',
    'sync',
    'synthetic',
  ],
  analytics: [
    'subject',
    'groups',
    'series',
    // After series: the own-data comparison takes the peer statistics' figures function.
    'own-data',
    'summaries',
    'kpis',
    'elements',
    'decay',
    'correlations',
    'beta-suite',
    'profiles',
    'products',
  ],
  customers: [
    'content',
    'partners',
    'billing',
    'users',
    'account',
    'feedback',
    'status',
    'dashboard',
    'notifications',
  ],
  admin: [
    'accounts',
    'maintenance',
    'overview',
    'organization',
    'content',
    'mail',
    'partner',
    'data',
    'console',
  ],
};
const layeredElements = [
  ...coreFolders.map((folder) => ({ type: `core/${folder}`, path: `packages/core/src/${folder}` })),
  ...Object.entries(serverLayers).flatMap(([layer, layerFeatures]) =>
    layerFeatures.map((feature) => ({
      type: `${layer}/${feature}`,
      path: `apps/server/src/${layer}/${feature}`,
    })),
  ),
];
const layerPolicies = layeredElements.map(({ type }, index) => ({
  from: { element: { type } },
  allow: {
    to: { element: { types: { anyOf: layeredElements.slice(0, index + 1).map((e) => e.type) } } },
  },
}));
const layeredSources = [
  'packages/core/src/**/*.ts',
  ...Object.keys(serverLayers).map((layer) => `apps/server/src/${layer}/**/*.ts`),
];
const testSources = ['**/*.test.ts', '**/*.test-support.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files that no workspace's tsconfig includes.
          allowDefaultProject: ['vitest.config.ts', 'packages/core/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Type-checked: a promise is awaited, returned or explicitly let go (`void`, with a why
      // comment); a promise is never passed where a plain callback or condition is expected;
      // a switch over a union names every member (or ends in an exhaustive `never` check).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // Import cycles are found by apps/server/src/architecture.test.ts, which reads the whole
  // repo's imports at once: import-x/no-cycle took a fifth of the lint's time.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript extensions and resolver, without which import-x reads no .ts import.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...sharedLayerZones, appRootZone] },
      ],
    },
  },
  {
    // A test may render its screen inside the app's providers (the composition root); the
    // feature and shared-layer boundaries still hold for it.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedLayerZones] }],
    },
  },
  {
    files: layeredSources,
    ignores: testSources,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layeredElements.map(({ type, path }) => ({
        type,
        pattern: path,
        partialMatch: false,
      })),
      'boundaries/files': [{ category: 'test', pattern: testSources }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // The plugin resolves imports through eslint-plugin-import's resolver setting.
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Within a feature too, so that no production file imports a test's support.
          checkInternals: true,
          message:
            '{{ from.type }} may not import {{ to.type }}: a feature uses only its own layer and the ones below it, and inside its layer only the features listed before it (eslint.config.js, serverLayers).',
          policies: [
            ...layerPolicies,
            {
              disallow: { to: { file: { categories: 'test' } } },
              message: 'Production code does not import tests or their support.',
            },
          ],
        },
      ],
      // testing/ and the tooling on top (app.ts, seed/, …) belong to no layer: not importable.
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      // Our autofocus is on Mantine inputs that appear on the user's own action (a picker's
      // search box, a dialog's first field), where moving focus is the expected behaviour; a
      // plain DOM element focused on page load is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One server-state layer (docs/architecture.md, "The web app's API layer"): only
    // apps/web/src/api calls fetch or the HTTP client, or touches the query cache, and every URL
    // comes from the contract's route table (buildPath), so no other module writes one.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/api/**',
      'apps/web/src/test/**',
      '**/*.test.{ts,tsx}',
      '**/*-fixtures.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through an endpoint module of src/api.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/http-client'],
              message: 'Call the API through callApi or an endpoint module of src/api.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Build the URL from the route table: buildPath(route, params).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Build the URL from the route table: buildPath(route, params).',
        },
        {
          // What a change makes stale is named once, in src/api/invalidations.ts.
          selector:
            'MemberExpression[property.name=/^(invalidateQueries|setQueryData|setQueriesData|removeQueries|resetQueries|refetchQueries)$/]',
          message: 'Name the change in src/api/invalidations.ts (afterX) and call that.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
);
