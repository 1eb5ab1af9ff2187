/**
 * One jest configuration, one project per test stage (testing/README.md). Each stage starts only what its
 * suites need, once per run, in the project's globalSetup (jest runs it only when a suite of that project
 * runs): `npm test` runs the stages one after another (infra/scripts/test.mjs), `npm run test:<stage>` one.
 * - unit: `*.spec.ts(x)`, no I/O beyond loopback sockets a test opens itself;
 * - integration: `*.int-spec.ts`, a real PostgreSQL with one migrated template database per service;
 * - e2e: the built platform booted once (e2e/platform, e2e/fuzz, the real-platform browser journey), two suites at a time;
 * - browser: the built apps in one Chromium per worker, against a stub gateway per suite.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@guide/platform$': '<rootDir>/services/platform/src',
  '^@guide/platform/testing$': '<rootDir>/services/platform/src/testing',
  '^@guide/platform/metrics$': '<rootDir>/services/platform/src/metrics',
  '^@guide/platform/graceful-shutdown$': '<rootDir>/services/platform/src/graceful-shutdown',
  '^@guide/validation$': '<rootDir>/packages/validation/src',
  '^@guide/vocabulary$': '<rootDir>/packages/vocabulary/src',
  '^@guide/ui$': '<rootDir>/frontends/ui/src',
  '^@guide/ui/(.*)$': '<rootDir>/frontends/ui/src/$1',
  '^@guide/proto-schemas$': '<rootDir>/proto-schemas/src',
};
const base = (name, roots, extra = {}) => ({
  displayName: name,
  rootDir: __dirname,
  roots,
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@bufbuild|jose)/)'],
  moduleNameMapper,
  testEnvironment: 'node',
  ...extra,
});
const code = ['services', 'gateway', 'infra', 'proto-schemas', 'packages', 'frontends'].map((dir) => `<rootDir>/${dir}`);
/**
 * A whole stage run by infra/scripts/test.mjs runs generated files, each requiring one folder's suites, so a
 * folder's suites share one module registry (infra/scripts/test-groups.mjs); given paths, jest runs the files.
 */
const groups = process.env.GUIDE_TEST_GROUPS;
const grouped = (stage, options) => (groups ? { ...options, roots: [groups], testMatch: [`**/${stage}/*.group.js`] } : options);
module.exports = {
  testTimeout: 60000,
  // Stage order inside a stage: in e2e, the suites that need the shared platform alone last, the fuzz at the very end.
  testSequencer: '<rootDir>/e2e/sequencer.js',
  projects: [
    base('unit', code, grouped('unit', { testMatch: ['**/*.spec.ts', '**/*.spec.tsx'] })),
    base(
      'integration',
      ['<rootDir>/services', '<rootDir>/gateway', '<rootDir>/infra'],
      grouped('integration', {
        testMatch: ['**/*.int-spec.ts'],
        globalSetup: '<rootDir>/services/platform/src/testing/global-setup.ts',
        globalTeardown: '<rootDir>/services/platform/src/testing/global-teardown.ts',
      }),
    ),
    base('e2e', ['<rootDir>/e2e'], {
      testMatch: ['<rootDir>/e2e/platform/**/*.e2e-spec.ts', '<rootDir>/e2e/fuzz/**/*.e2e-spec.ts', '<rootDir>/e2e/browser/real-platform.e2e-spec.ts'],
      globalSetup: '<rootDir>/e2e/platform/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/platform/global-teardown.ts',
      // Each suite holds the shared platform, or has it alone (e2e/platform/suite-lock.js).
      setupFilesAfterEnv: ['<rootDir>/e2e/platform/lock.ts'],
    }),
    base('browser', ['<rootDir>/e2e/browser'], {
      testMatch: ['**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/real-platform\\.e2e-spec\\.ts$'],
      // One Chromium per worker, kept by the environment from one suite to the next.
      testEnvironment: '<rootDir>/e2e/browser/environment.ts',
      globalTeardown: '<rootDir>/e2e/browser/global-teardown.ts',
    }),
  ],
};
