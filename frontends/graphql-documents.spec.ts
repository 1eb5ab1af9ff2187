import { documentExports, documentValues, jsonStringLiteral, replaceGraphqlCalls } from './graphql-documents';

/** A gql.ts and graphql.ts the way the client preset writes them (two documents). */
const GQL_TS = [
  'type Documents = {',
  '    "\\n  query Me {\\n    me {\\n      id\\n    }\\n  }\\n": typeof types.MeDocument,',
  '};',
  'const documents: Documents = {',
  '    "\\n  query Me {\\n    me {\\n      id\\n    }\\n  }\\n": types.MeDocument,',
  '    "\\n  mutation Login($email: String!) {\\n    login(email: $email)\\n  }\\n": types.LoginDocument,',
  '};',
  'export function graphql(source: string) {',
  '  return (documents as any)[source] ?? {};',
  '}',
].join('\n');
const GRAPHQL_TS = [
  'export type MeQuery = { me: { id: string } | null };',
  'export const MeDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;',
  'export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition"}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;',
].join('\n');

const ME = '\n  query Me {\n    me {\n      id\n    }\n  }\n';
const LOGIN = '\n  mutation Login($email: String!) {\n    login(email: $email)\n  }\n';
const lookup = () => documentExports(GQL_TS);
const ID = '/app/src/auth/auth.graphql.ts';

describe('graphql() calls replaced by their own document at build time', () => {
  it('reads the generated map and the documents', () => {
    expect([...documentExports(GQL_TS)]).toEqual([
      [ME, 'MeDocument'],
      [LOGIN, 'LoginDocument'],
    ]);
    expect(documentValues(GRAPHQL_TS).get('LoginDocument')).toBe('{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}');
    expect(documentValues(GRAPHQL_TS).has('MeQuery')).toBe(false);
  });

  it('imports each document from its own module, and exports it again when the source exported it', () => {
    const code = [
      "import { graphql } from '../gql';",
      `export const ME_QUERY = graphql(\`${ME}\`);`,
      `const login = graphql(\`${LOGIN}\`);`,
      'export const use = () => [login, ME_QUERY];',
    ].join('\n');
    const out = replaceGraphqlCalls(code, ID, lookup)!;
    // Still a binding of this module (used just below), and exported.
    expect(out).toContain("import { MeDocument as ME_QUERY } from 'guide-gql:/app/src/gql#MeDocument';\nexport { ME_QUERY };");
    expect(out).toContain("import { LoginDocument } from 'guide-gql:/app/src/gql#LoginDocument';");
    expect(out).toContain('const login = LoginDocument;');
    expect(out).not.toMatch(/graphql\(|from '\.\.\/gql'/);
  });

  it('leaves a module that does not import graphql() alone', () => {
    expect(replaceGraphqlCalls("import { graphql } from 'graphql';\nconst x = 1;", ID, lookup)).toBeNull();
  });

  it('fails the build on a document the generated map does not hold (stale codegen)', () => {
    const code = "import { graphql } from '../gql';\nexport const X = graphql(`query Unknown { me { id } }`);";
    expect(() => replaceGraphqlCalls(code, ID, lookup)).toThrow(/not in \.\.\/gql\/gql\.ts/);
  });

  it('fails the build on a call it cannot replace', () => {
    const code = "import { graphql } from '../gql';\nconst text = 'query Me { me { id } }';\nexport const X = graphql(text);";
    expect(() => replaceGraphqlCalls(code, ID, lookup)).toThrow(/other than a template literal/);
  });

  it('writes a document as a string JSON.parse reads back to the same value, quotes and backslashes included', () => {
    const value = { kind: 'Document', text: `l'auberge "du" \\ chemin\n\u2028é`, list: [1, null, true] };
    const literal = jsonStringLiteral(JSON.stringify(value));
    expect(literal.startsWith("'")).toBe(true);
    // The literal is JavaScript source: evaluated, it is the JSON text of the value.
    expect(JSON.parse(new Function(`return ${literal};`)() as string)).toEqual(value);
  });
});
