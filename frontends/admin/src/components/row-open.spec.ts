import { onOpenRow, opensRow, ROW_CONTROLS, type RowClick, type RowNode } from './row-open';

/** A tiny DOM: nodes with a tag-like kind and a parent; `closest` matches a kind listed in ROW_CONTROLS. */
function node(kind: string, parent: FakeNode | null = null): FakeNode {
  const self: FakeNode = {
    kind,
    parent,
    closest(selector: string) {
      const kinds = selector.split(',').map((s) => s.trim());
      for (let n: FakeNode | null = self; n; n = n.parent) if (kinds.includes(n.kind)) return n;
      return null;
    },
    contains(other: RowNode | null) {
      for (let n = other as FakeNode | null; n; n = n.parent) if (n === self) return true;
      return false;
    },
  };
  return self;
}
interface FakeNode extends RowNode {
  kind: string;
  parent: FakeNode | null;
}

const click = (target: FakeNode | null, row: FakeNode, extra: Partial<RowClick> = {}): RowClick => ({
  target,
  currentTarget: row,
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});

describe('rows that open their item', () => {
  const row = node('tr');
  const cell = node('td', row);
  const text = node('span', cell);
  const link = node('a', cell);
  const linkText = node('strong', link);
  const button = node('button', node('td', row));
  const checkbox = node('.ant-table-selection-column', row);

  it('opens on a click on a cell or its text', () => {
    expect(opensRow(click(cell, row))).toBe(true);
    expect(opensRow(click(text, row))).toBe(true);
  });

  it("leaves the row's links, buttons and checkboxes to themselves", () => {
    expect(opensRow(click(link, row))).toBe(false);
    expect(opensRow(click(linkText, row))).toBe(false);
    expect(opensRow(click(button, row))).toBe(false);
    expect(opensRow(click(checkbox, row))).toBe(false);
    expect(ROW_CONTROLS).toContain('[role="switch"]');
  });

  it('ignores clicks from popups rendered outside the row (a delete confirmation)', () => {
    const popupButton = node('button', node('div', null));
    expect(opensRow(click(popupButton, row))).toBe(false);
    expect(opensRow(click(node('div', null), row))).toBe(false);
  });

  it('ignores modified and secondary clicks, handled clicks and text selections', () => {
    expect(opensRow(click(cell, row, { ctrlKey: true }))).toBe(false);
    expect(opensRow(click(cell, row, { metaKey: true }))).toBe(false);
    expect(opensRow(click(cell, row, { button: 1 }))).toBe(false);
    expect(opensRow(click(cell, row, { defaultPrevented: true }))).toBe(false);
    expect(opensRow(click(cell, row), 'Brasserie Georges')).toBe(false);
  });

  it('gives rows that open a class and a click handler, and others nothing', () => {
    const opened: string[] = [];
    const onRow = onOpenRow<{ id: string }>(
      (r) => void opened.push(r.id),
      (r) => r.id !== 'locked',
    );
    const props = onRow({ id: 'r-1' });
    expect(props.className).toBe('row-opens');
    props.onClick?.(click(cell, row) as never);
    expect(opened).toEqual(['r-1']);
    expect(onRow({ id: 'locked' })).toEqual({});
    expect(onOpenRow<{ id: string }>(undefined)({ id: 'r-1' })).toEqual({});
  });
});
