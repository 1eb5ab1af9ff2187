/**
 * One jest run for the whole repository. Projects share the transform (@swc/jest, decorators on) and
 * one real PostgreSQL started by globalSetup. Browser and end-to-end suites are their own projects.
 */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true, tsx: true }, transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } }, target: 'es2022', keepClassNames: true }, module: { type: 'commonjs' } }];
const moduleNameMapper = {
  '^@guide/platform$': '<rootDir>/services/platform/src',
  '^@guide/platform/testing$': '<rootDir>/services/platform/src/testing',
  '^@guide/validation$': '<rootDir>/frontends/validation/src',
  '^@guide/vocabulary$': '<rootDir>/frontends/vocabulary/src',
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
module.exports = {
  globalSetup: '<rootDir>/services/platform/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/services/platform/src/testing/global-teardown.ts',
  testTimeout: 60000,
  projects: [
    base('services', ['<rootDir>/services', '<rootDir>/proto-schemas', '<rootDir>/frontends/validation', '<rootDir>/frontends/vocabulary'], { testMatch: ['**/*.spec.ts'] }),
    // The apps' pure logic (list and URL state, form mapping, error helpers): fast, no browser.
    base('apps', ['<rootDir>/frontends/ui', '<rootDir>/frontends/storefront', '<rootDir>/frontends/admin'], { testMatch: ['**/*.spec.ts', '**/*.spec.tsx'] }),
    base('gateway', ['<rootDir>/gateway'], { testMatch: ['**/*.spec.ts'] }),
    base('infra', ['<rootDir>/infra'], { testMatch: ['**/*.spec.ts'] }),
    base('e2e', ['<rootDir>/e2e'], { testMatch: ['**/*.e2e-spec.ts'] }),
  ],
};
