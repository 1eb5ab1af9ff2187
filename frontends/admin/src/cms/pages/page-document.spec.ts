import { blockErrorIndex, toBlocks, toBlocksJson, toPuckData } from './page-document';

describe('page builder document', () => {
  it('opens stored blocks with made-up ids and empty strings for nulls, and saves them back without ids, in order', () => {
    const stored = [
      { type: 'Hero', props: { title: 'Bienvenue', subtitle: null } },
      { type: 'FAQ', props: { title: null, items: [{ question: 'Q ?', answer: 'R.' }] } },
    ];
    const data = toPuckData(JSON.stringify(stored));
    expect(data.content).toEqual([
      { type: 'Hero', props: { id: 'Hero-0', title: 'Bienvenue', subtitle: '' } },
      { type: 'FAQ', props: { id: 'FAQ-1', title: '', items: [{ question: 'Q ?', answer: 'R.' }] } },
    ]);
    const reordered = { ...data, content: [data.content[1], data.content[0]] };
    expect(toBlocks(reordered).map((b) => b.type)).toEqual(['FAQ', 'Hero']);
    expect(JSON.parse(toBlocksJson(reordered))[1]).toEqual({ type: 'Hero', props: { title: 'Bienvenue', subtitle: '' } });
  });

  it('opens a rich-text page as one Text block, a new or empty one with none, bad JSON as empty', () => {
    expect(toPuckData(null, '<p>Mentions</p>').content).toEqual([{ type: 'Text', props: { id: 'Text-0', text: '<p>Mentions</p>' } }]);
    expect(toPuckData(null, '<p></p>').content).toEqual([]);
    expect(toPuckData(null).content).toEqual([]);
    expect(toPuckData('{oops').content).toEqual([]);
  });

  it('reads the block index of a server error key', () => {
    expect(blockErrorIndex('blocks.3.text')).toBe(3);
    expect(blockErrorIndex('blocks.1.items.0.answer')).toBe(1);
    expect(blockErrorIndex('blocks')).toBeNull();
    expect(blockErrorIndex('title')).toBeNull();
  });
});
