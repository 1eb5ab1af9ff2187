/**
 * Which of the page builder's side panels are open (the block list on the left, the selected block's
 * properties on the right). At 1366 px both open left the canvas about 165 px wide: editors fold one or both
 * away, and this browser remembers the choice for every page (and the components' editor, which reuses the builder).
 */
export interface BuilderPanels {
  left: boolean;
  right: boolean;
}

export const PANELS_KEY = 'guide.admin.pageBuilder.panels';
const DEFAULT_PANELS: BuilderPanels = { left: true, right: true };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (privacy settings): the panels open, the choice lasts for the page only
  }
}

/** The remembered panels; both open the first time or when what is stored is not ours. */
export function readPanels(storage: Store | null = browserStorage()): BuilderPanels {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(PANELS_KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const { left, right } = stored as Partial<BuilderPanels>;
      return { left: typeof left === 'boolean' ? left : true, right: typeof right === 'boolean' ? right : true };
    }
  } catch {
    // unreadable JSON: forget it
  }
  return { ...DEFAULT_PANELS };
}

export function writePanels(panels: BuilderPanels, storage: Store | null = browserStorage()): void {
  try {
    storage?.setItem(PANELS_KEY, JSON.stringify({ left: panels.left, right: panels.right }));
  } catch {
    // quota or privacy mode: not remembered
  }
}
