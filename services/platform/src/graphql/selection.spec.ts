import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectedFields } from './selection';

/** The resolver's view of `query`'s first root field, as graphql-js hands it over. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectedFields', () => {
  it('names the fields selected at a path, under aliases', () => {
    const info = infoOf('{ list { totalCount edges { cursor node { id title: name city { name } } } } }');
    expect([...selectedFields(info, ['edges', 'node'])].sort()).toEqual(['city', 'id', 'name']);
    expect([...selectedFields(info, [])].sort()).toEqual(['edges', 'totalCount']);
  });

  it('follows named and inline fragments at every level, and a path reached twice', () => {
    const info = infoOf(`
      query { list { ...Page edges { node { slug } } } }
      fragment Page on Connection { edges { node { ...Card ... on Establishment { cups } } } }
      fragment Card on Establishment { id path ...Card }
    `);
    expect([...selectedFields(info, ['edges', 'node'])].sort()).toEqual(['cups', 'id', 'path', 'slug']);
  });

  it('keeps fields under @skip and @include (a superset is safe for a loader)', () => {
    const info = infoOf('query($x: Boolean!) { list { edges { node { id name @skip(if: $x) phone @include(if: $x) } } } }');
    expect([...selectedFields(info, ['edges', 'node'])].sort()).toEqual(['id', 'name', 'phone']);
  });

  it('is empty for a path the request does not select', () => {
    expect(selectedFields(infoOf('{ list { totalCount } }'), ['edges', 'node']).size).toBe(0);
  });
});
