// Runs a TypeScript entry point in a child process without a build (tests that signal a real process):
// node services/platform/src/testing/run-ts.cjs services/cms/src/main.ts
// swc transpiles each .ts file as it loads; @guide/* resolve to their sources, as in jest.config.js.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { transformSync } = require('@swc/core');

const root = resolve(__dirname, '..', '..', '..', '..');
const MAP = [
  [/^@guide\/platform$/, 'services/platform/src'],
  [/^@guide\/platform\/(.+)$/, 'services/platform/src/$1'],
  [/^@guide\/proto-schemas$/, 'proto-schemas/src'],
  [/^@guide\/vocabulary$/, 'packages/vocabulary/src'],
  [/^@guide\/validation$/, 'packages/validation/src'],
];
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const hit = MAP.find(([pattern]) => pattern.test(request));
  return resolveFilename.call(this, hit ? join(root, request.replace(hit[0], hit[1])) : request, ...rest);
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(resolve(root, process.argv[2]));
