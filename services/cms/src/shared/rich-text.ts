import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer of the cms service (page bodies, content bodies, RICH_TEXT custom fields): editors'
 * rich text keeps headings, lists, links, tables and images; scripts, styles and handlers go.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export function sanitizeRichText(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', OPTIONS);
}
