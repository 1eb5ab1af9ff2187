import { PANELS_KEY, readPanels, writePanels } from './builder-panels';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('page builder panels', () => {
  it('opens both panels the first time, and when the stored value is not ours', () => {
    expect(readPanels(memory())).toEqual({ left: true, right: true });
    expect(readPanels(memory({ [PANELS_KEY]: '{oops' }))).toEqual({ left: true, right: true });
    expect(readPanels(memory({ [PANELS_KEY]: '{"left":"no"}' }))).toEqual({ left: true, right: true });
    expect(readPanels(null)).toEqual({ left: true, right: true });
  });

  it('remembers the choice', () => {
    const storage = memory();
    writePanels({ left: false, right: true }, storage);
    expect(storage.values.get(PANELS_KEY)).toBe('{"left":false,"right":true}');
    expect(readPanels(storage)).toEqual({ left: false, right: true });
  });

  it('survives a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writePanels({ left: false, right: false }, refusing)).not.toThrow();
    expect(readPanels(refusing)).toEqual({ left: true, right: true });
  });
});
