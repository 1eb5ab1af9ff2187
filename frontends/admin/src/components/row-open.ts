import type { HTMLAttributes, MouseEvent } from 'react';

/**
 * Whole rows of the back office's list tables open their item (`onOpenRow`, through `CrudTable`'s `onOpen` or
 * a table's `onRow`): a click anywhere on a row opens it, except on the row's own controls (links, buttons,
 * checkboxes, switches, selects), which keep doing what they say. Keyboard users keep the row's link or
 * edit button, which stay focusable; the row itself is not a tab stop.
 */

/** What does its own thing when clicked: links, buttons, form controls and antd's selection and expand cells. */
export const ROW_CONTROLS = [
  'a',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[contenteditable="true"]',
  '.ant-table-selection-column',
  '.ant-table-row-expand-icon',
  '.ant-select',
  '.ant-picker',
].join(', ');

/** The parts of a DOM node the decision reads (a plain object in unit tests). */
export interface RowNode {
  closest(selector: string): RowNode | null;
  contains(other: RowNode | null): boolean;
}

/** The parts of the click the decision reads. */
export interface RowClick {
  target: RowNode | null;
  currentTarget: RowNode;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on a row opens its item: a plain primary click, on the row itself (not one bubbling from a
 * popup that React renders elsewhere, such as a delete confirmation), on no control of the row, and not the
 * end of a text selection inside the row.
 */
export function opensRow(click: RowClick, selectedText = ''): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return false;
  const { target, currentTarget: row } = click;
  if (!target || !row.contains(target)) return false;
  const control = target.closest(ROW_CONTROLS);
  if (control && row.contains(control)) return false;
  return selectedText.trim() === '';
}

/** Class of a row that opens (admin.css: the pointer). */
export const OPENS_ROW_CLASS = 'row-opens';
/** Class of a list table that fits the screen (admin.css): wrapping cells, sideways scrolling as a last resort. */
export const FITTED_TABLE_CLASS = 'fitted-table';

/**
 * antd `Table`'s `onRow` for rows that open `open(row)`. Rows `canOpen` refuses, or all rows when `open` is
 * undefined (the admin may not open them), are left as they are.
 */
export function onOpenRow<Row>(open: ((row: Row) => void) | undefined, canOpen: (row: Row) => boolean = () => true) {
  return (row: Row): HTMLAttributes<HTMLElement> => {
    if (!open || !canOpen(row)) return {};
    return {
      className: OPENS_ROW_CLASS,
      onClick: (event: MouseEvent<HTMLElement>) => {
        const selection = typeof window === 'undefined' ? '' : (window.getSelection()?.toString() ?? '');
        if (opensRow(event as unknown as RowClick, selection)) open(row);
      },
    };
  };
}
