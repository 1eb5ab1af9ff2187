import { MAX_BLOCKS, blocksToHtml, componentIdsOf, expandComponents, validateBlocks } from './blocks';

const json = (blocks: unknown) => JSON.stringify(blocks);

describe('page builder blocks', () => {
  it('keeps known components and their declared props, trimmed, in order', () => {
    const { blocks, errors } = validateBlocks(
      json([
        { type: 'Hero', props: { id: 'Hero-1', title: ' Bienvenue ', subtitle: '', buttonLabel: 'Voir', buttonLink: '/blog', extra: 'x' } },
        { type: 'CardGrid', props: { source: 'contents', contentType: 'Recettes', count: '4' } },
        { type: 'FAQ', props: { items: [{ question: 'Qui ?', answer: 'Nous.' }] } },
      ]),
    );
    expect(errors).toEqual({});
    expect(blocks).toEqual([
      { type: 'Hero', props: { title: 'Bienvenue', subtitle: null, imageUrl: null, buttonLabel: 'Voir', buttonLink: '/blog' } },
      { type: 'CardGrid', props: { title: null, source: 'contents', contentType: 'recettes', count: 4 } },
      { type: 'FAQ', props: { title: null, items: [{ question: 'Qui ?', answer: 'Nous.' }] } },
    ]);
  });

  it('refuses an element with empty content (ELEMENT_EMPTY), keyed by its path', () => {
    const { errors } = validateBlocks(
      json([
        { type: 'Hero', props: { title: 'Ok' } },
        { type: 'Text', props: { text: '<p> &nbsp;</p>' } },
        { type: 'Image', props: { url: '  ' } },
        { type: 'Text', props: {} },
        { type: 'Gallery', props: { images: [] } },
        { type: 'FAQ', props: { items: [{ question: 'Q', answer: '' }] } },
      ]),
    );
    expect(errors).toEqual({
      'blocks.1.text': 'ELEMENT_EMPTY',
      'blocks.2.url': 'ELEMENT_EMPTY',
      'blocks.3.text': 'ELEMENT_EMPTY',
      'blocks.4.images': 'ELEMENT_EMPTY',
      'blocks.5.items.0.answer': 'ELEMENT_EMPTY',
    });
  });

  it('sanitizes rich text props with the service sanitizer; an image alone is content', () => {
    const { blocks, errors } = validateBlocks(
      json([
        { type: 'Text', props: { text: '<p onclick="x()">Bonjour<script>alert(1)</script></p><a href="javascript:alert(1)">lien</a>' } },
        { type: 'Text', props: { text: '<img src="https://x.test/a.png"><iframe src="https://evil.test"></iframe>' } },
        { type: 'Text', props: { text: '<script>alert(1)</script>' } },
      ]),
    );
    expect(blocks[0].props.text).toBe('<p>Bonjour</p><a>lien</a>');
    expect(blocks[1].props.text).toBe('<img src="https://x.test/a.png" />');
    expect(errors).toEqual({ 'blocks.2.text': 'ELEMENT_EMPTY' });
  });

  it('checks types, lengths, URLs, choices, numbers and rules between props', () => {
    const { errors } = validateBlocks(
      json([
        { type: 'Script', props: {} },
        { type: 'Hero', props: { title: 'x'.repeat(201), imageUrl: 'javascript:alert(1)', buttonLabel: 'Go' } },
        { type: 'CardGrid', props: { source: 'users', count: 13 } },
        { type: 'CardGrid', props: { source: 'contents', count: 1.5 } },
        { type: 'Form', props: { form: 'payment' } },
        { type: 'Image', props: { url: 42 } },
        { type: 'Gallery', props: { images: 'a.png' } },
        'Text',
        { type: 'Hero', props: { title: 'a\u0000b' } },
        { type: 'Hero', props: { title: 'a\ud800' } },
      ]),
    );
    expect(errors).toEqual({
      'blocks.0.type': 'INVALID_CHOICE',
      'blocks.1.title': 'TOO_LONG',
      'blocks.1.imageUrl': 'URL_INVALID',
      'blocks.1.buttonLink': 'REQUIRED',
      'blocks.2.source': 'INVALID_CHOICE',
      'blocks.2.count': 'OUT_OF_RANGE',
      'blocks.3.count': 'INVALID_NUMBER',
      'blocks.3.contentType': 'REQUIRED',
      'blocks.4.form': 'INVALID_CHOICE',
      'blocks.5.url': 'INVALID_TEXT',
      'blocks.6.images': 'BLOCKS_INVALID',
      'blocks.7': 'BLOCKS_INVALID',
      'blocks.8.title': 'INVALID_TEXT',
      'blocks.9.title': 'INVALID_TEXT',
    });
  });

  it('refuses what is not a list of blocks, and more than the maximum', () => {
    expect(validateBlocks('{').errors).toEqual({ blocksJson: 'BLOCKS_INVALID' });
    expect(validateBlocks('{"type":"Text"}').errors).toEqual({ blocksJson: 'BLOCKS_INVALID' });
    expect(validateBlocks(json(Array.from({ length: MAX_BLOCKS + 1 }, () => ({ type: 'Form', props: { form: 'contact' } })))).errors).toEqual({
      blocks: 'TOO_MANY',
    });
    expect(validateBlocks('[]')).toEqual({ blocks: [], errors: {} });
  });

  it('writes the readable text of the blocks as HTML (the body site search reads), escaped', () => {
    const { blocks } = validateBlocks(
      json([
        { type: 'Hero', props: { title: 'Tom & <Jerry>', subtitle: 'Sous-titre' } },
        { type: 'Text', props: { text: '<p>Corps</p>' } },
        { type: 'FAQ', props: { title: 'Questions', items: [{ question: 'Pourquoi ?', answer: 'Parce que.' }] } },
        { type: 'Image', props: { url: '/media/a.png', caption: 'Légende' } },
      ]),
    );
    expect(blocksToHtml(blocks)).toBe(
      '<h2>Tom &amp; &lt;Jerry&gt;</h2><p>Sous-titre</p><p>Corps</p><h2>Questions</h2><h3>Pourquoi ?</h3><p>Parce que.</p><p>Légende</p>',
    );
  });

  describe('Component blocks (reusable components)', () => {
    const id = '0b5c2b8e-6c1f-4d7e-9a55-6f1f6f1f6f1f';
    it('keep a component id, lower-cased; a blank one is empty, a malformed one INVALID_ID', () => {
      const { blocks, errors } = validateBlocks(
        json([
          { type: 'Component', props: { componentId: ` ${id.toUpperCase()} `, id: 'Component-0' } },
          { type: 'Component', props: { componentId: '' } },
          { type: 'Component', props: { componentId: 'x' } },
        ]),
      );
      expect(blocks[0]).toEqual({ type: 'Component', props: { componentId: id } });
      expect(errors).toEqual({ 'blocks.1.componentId': 'ELEMENT_EMPTY', 'blocks.2.componentId': 'INVALID_ID' });
    });

    it('are refused inside a component (COMPONENT_NESTED)', () => {
      const { errors } = validateBlocks(
        json([
          { type: 'Text', props: { text: 'a' } },
          { type: 'Component', props: { componentId: id } },
        ]),
        { components: false },
      );
      expect(errors).toEqual({ 'blocks.1.type': 'COMPONENT_NESTED' });
    });

    it('expand in place to the component’s blocks (a missing one shows nothing); the text follows', () => {
      const page = [
        { type: 'Hero' as const, props: { title: 'Avant' } },
        { type: 'Component' as const, props: { componentId: id } },
        { type: 'Component' as const, props: { componentId: 'gone' } },
        { type: 'Component' as const, props: { componentId: id } },
      ];
      expect(componentIdsOf(page)).toEqual([id, 'gone']);
      const expanded = expandComponents(page, new Map([[id, [{ type: 'Text' as const, props: { text: '<p>Partagé</p>' } }]]]));
      expect(expanded.map((b) => b.type)).toEqual(['Hero', 'Text', 'Text']);
      expect(blocksToHtml(expanded)).toContain('Partagé');
      expect(blocksToHtml(page)).not.toContain('Partagé');
    });
  });
});
