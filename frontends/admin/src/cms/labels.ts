/** The English label when the back office speaks English and one is set, else the French one. */
export function typeLabel(
  type: { label: string; singularLabel: string; labelEn: string | null; singularLabelEn: string | null },
  lang: string,
  form: 'plural' | 'singular' = 'plural',
): string {
  if (form === 'singular') return (lang === 'en' && type.singularLabelEn) || type.singularLabel;
  return (lang === 'en' && type.labelEn) || type.label;
}

export function fieldLabel(field: { label: string; labelEn: string | null }, lang: string): string {
  return (lang === 'en' && field.labelEn) || field.label;
}

export function categoryTitle(category: { title: string; titleEn?: string | null }, lang: string): string {
  return (lang === 'en' && category.titleEn) || category.title;
}
