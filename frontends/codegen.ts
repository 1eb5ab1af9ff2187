import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for both apps, generated from the API schema the gateway serves (composed by
// gateway/src/compose.ts). A document that does not match the schema fails generation, hence the
// build. Output: frontends/<app>/src/gql/ (not committed; `npm run build` or `npm run codegen`).
// Each app's documents include the fragments of @guide/ui that both apps spread (`...Name`): the
// generated document then carries the fragment definitions itself, no string interpolation needed.
const app = (name: string, own: string[] = [`frontends/${name}/src/**/*.{ts,tsx}`]) => ({
  // Tests may write their own documents (e.g. ui's session.spec.ts): they are not the app's.
  documents: [...own, 'frontends/ui/src/**/*.{ts,tsx}', '!frontends/*/src/gql/**', '!frontends/*/src/**/*.spec.{ts,tsx}'],
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    // A list variable is typed as the list the apps send (GraphQL would also coerce a single value).
    arrayInputCoercion: false,
    scalars: { ID: 'string', DateTime: 'string', JSON: 'unknown' },
    skipTypename: true,
  },
});

const config: CodegenConfig = {
  schema: 'gateway/api-schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'frontends/storefront/src/gql/': app('storefront'),
    'frontends/admin/src/gql/': app('admin'),
    'frontends/ui/src/gql/': app('ui', []),
  },
};

export default config;
