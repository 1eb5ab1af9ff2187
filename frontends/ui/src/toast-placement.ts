/** A rectangle in viewport pixels (what `getBoundingClientRect()` gives). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type ToastPlacement = 'bottom' | 'top';

/** Space kept between a toast and a control it must not cover. */
const CLEARANCE_PX = 8;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + CLEARANCE_PX && b.left < a.right + CLEARANCE_PX && a.top < b.bottom + CLEARANCE_PX && b.top < a.bottom + CLEARANCE_PX;

/**
 * Where the toast stack goes: at the bottom of the screen (product rule, spec section 9) unless it would
 * cover one of `controls` (the control just used and its form's submit buttons), then at the top, unless
 * the top would cover one as well. `stack` gives the stack's width (left, right) and height; `offset` is
 * its distance from the edge of the viewport.
 */
export function toastPlacement(stack: Box, controls: readonly Box[], viewportHeight: number, offset: number): ToastPlacement {
  const height = stack.bottom - stack.top;
  const atBottom: Box = { left: stack.left, right: stack.right, top: viewportHeight - offset - height, bottom: viewportHeight - offset };
  const atTop: Box = { left: stack.left, right: stack.right, top: offset, bottom: offset + height };
  const visible = controls.filter((c) => c.bottom > 0 && c.top < viewportHeight && c.right > c.left);
  if (!visible.some((c) => overlaps(atBottom, c))) return 'bottom';
  return visible.some((c) => overlaps(atTop, c)) ? 'bottom' : 'top';
}
