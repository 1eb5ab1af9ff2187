import { toastPlacement, type Box } from './toast-placement';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

describe('toastPlacement', () => {
  // A 390×844 phone: the stack is 358 px wide and 48 px high, 24 px from the edge.
  const stack = box(16, 0, 358, 48);

  it('keeps the toasts at the bottom when they cover no control in use', () => {
    expect(toastPlacement(stack, [], 844, 24)).toBe('bottom');
    expect(toastPlacement(stack, [box(20, 400, 120, 44)], 844, 24)).toBe('bottom');
  });

  it('moves them to the top when the save button sits where they would show', () => {
    expect(toastPlacement(stack, [box(20, 770, 120, 44)], 844, 24)).toBe('top');
    // Just above the stack, inside the clearance, counts as covered too.
    expect(toastPlacement(stack, [box(20, 730, 120, 40)], 844, 24)).toBe('top');
  });

  it('ignores controls out of view or beside the stack', () => {
    expect(toastPlacement(stack, [box(20, 900, 120, 44), box(20, -80, 120, 44)], 844, 24)).toBe('bottom');
    const desktopStack = box(427, 0, 512, 48);
    expect(toastPlacement(desktopStack, [box(100, 700, 140, 44)], 768, 24)).toBe('bottom');
  });

  it('stays at the bottom when the top is taken as well', () => {
    expect(toastPlacement(stack, [box(20, 770, 120, 44), box(20, 30, 120, 44)], 844, 24)).toBe('bottom');
  });
});
