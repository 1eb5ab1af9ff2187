import type { ProductCategoryRow } from './products.graphql';

/** A category with its children, for antd's tree select and tree table. */
export interface CategoryNode extends ProductCategoryRow {
  children?: CategoryNode[];
}

/**
 * The flat list (parents before children, by position) as a tree; a category whose parent is missing
 * from the list shows at the top rather than disappearing.
 */
export function categoryTree(rows: readonly ProductCategoryRow[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(rows.map((row) => [row.id, { ...row }]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent ? nodes.get(row.parent.id) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'fr'));
    list.forEach((node) => node.children && sort(node.children));
  };
  sort(roots);
  return roots;
}

/** The ids of a category and all its descendants (it cannot take one of them as parent). */
export function descendantIds(rows: readonly ProductCategoryRow[], id: string): Set<string> {
  const out = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent && out.has(row.parent.id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

/** The category's name in the interface language (English falls back to French). */
export const categoryName = (row: Pick<ProductCategoryRow, 'name' | 'nameEn'>, lang: string): string => (lang === 'en' && row.nameEn ? row.nameEn : row.name);
