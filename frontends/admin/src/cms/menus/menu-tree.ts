import { MENU_LIMITS, type MenuItemValue } from '@guide/validation';

/** One item being edited: a local key (React lists, focus) plus what the API stores. */
export interface EditItem {
  key: string;
  label: string;
  labelEn: string;
  url: string;
  openInNewTab: boolean;
  children: EditItem[];
}

/** Where an item is: its index at each level (`[2, 0]` = first child of the third item). */
export type ItemPath = number[];

let counter = 0;
const nextKey = () => `item-${++counter}`;

interface ApiItem {
  label: string;
  labelEn?: string | null;
  url: string;
  openInNewTab: boolean;
  children?: ApiItem[] | null;
}

export function fromApi(items: readonly ApiItem[]): EditItem[] {
  return items.map((i) => ({
    key: nextKey(),
    label: i.label,
    labelEn: i.labelEn ?? '',
    url: i.url,
    openInNewTab: i.openInNewTab,
    children: fromApi(i.children ?? []),
  }));
}

export function toApi(items: readonly EditItem[]): MenuItemValue[] {
  return items.map((i) => ({
    label: i.label,
    labelEn: i.labelEn.trim() ? i.labelEn : null,
    url: i.url,
    openInNewTab: i.openInNewTab,
    children: toApi(i.children),
  }));
}

export const newItem = (): EditItem => ({ key: nextKey(), label: '', labelEn: '', url: '', openInNewTab: false, children: [] });

/** The API's dotted path of an item (`items.2.children.0`): server errors are keyed by it. */
export const errorPath = (path: ItemPath) => `items.${path.join('.children.')}`;

/** Applies `change` to the sibling list that holds `path`'s item (a copy of the tree is returned). */
function withSiblings(items: EditItem[], path: ItemPath, change: (siblings: EditItem[], index: number) => EditItem[]): EditItem[] {
  const [head, ...rest] = path;
  if (!rest.length) return change([...items], head);
  return items.map((item, i) => (i === head ? { ...item, children: withSiblings(item.children, rest, change) } : item));
}

export function updateItem(items: EditItem[], path: ItemPath, patch: Partial<EditItem>): EditItem[] {
  return withSiblings(items, path, (list, i) => list.map((item, j) => (j === i ? { ...item, ...patch } : item)));
}

export function removeItem(items: EditItem[], path: ItemPath): EditItem[] {
  return withSiblings(items, path, (list, i) => list.filter((_, j) => j !== i));
}

/** Up (-1) or down (+1) among its siblings. */
export function moveItem(items: EditItem[], path: ItemPath, delta: -1 | 1): EditItem[] {
  return withSiblings(items, path, (list, i) => {
    const j = i + delta;
    if (j < 0 || j >= list.length) return list;
    [list[i], list[j]] = [list[j], list[i]];
    return list;
  });
}

export function addChild(items: EditItem[], path: ItemPath | null, child: EditItem = newItem()): EditItem[] {
  if (!path) return [...items, child];
  return withSiblings(items, path, (list, i) => list.map((item, j) => (j === i ? { ...item, children: [...item.children, child] } : item)));
}

const itemAt = (items: EditItem[], path: ItemPath): EditItem => path.slice(1).reduce((item, i) => item.children[i], items[path[0]]);

/** Levels below an item, itself included (1 for a leaf). */
export const height = (item: EditItem): number => 1 + Math.max(0, ...item.children.map(height));

/** Nests an item under its previous sibling (last child), when the depth allows it. */
export function canIndent(items: EditItem[], path: ItemPath): boolean {
  const index = path[path.length - 1];
  return index > 0 && path.length + height(itemAt(items, path)) <= MENU_LIMITS.depth;
}
export function indentItem(items: EditItem[], path: ItemPath): EditItem[] {
  if (!canIndent(items, path)) return items;
  const item = itemAt(items, path);
  const index = path[path.length - 1];
  return withSiblings(items, path, (list) =>
    list.filter((_, j) => j !== index).map((s, j) => (j === index - 1 ? { ...s, children: [...s.children, item] } : s)),
  );
}

/** Moves an item out of its parent, just after it. */
export function outdentItem(items: EditItem[], path: ItemPath): EditItem[] {
  if (path.length < 2) return items;
  const item = itemAt(items, path);
  const parentPath = path.slice(0, -1);
  const without = removeItem(items, path);
  return withSiblings(without, parentPath, (list, i) => [...list.slice(0, i + 1), item, ...list.slice(i + 1)]);
}
