import sanitizeHtml from 'sanitize-html';

/**
 * The cms's rich-text sanitizer (shared/rich-text.ts: scripts, handlers, unknown schemes go), opened to what a
 * mail needs: inline styles (mail clients ignore style sheets) and the table layout attributes. Placeholders
 * (`{{link}}` in an href) are plain text to it and stay as they are.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['class', 'style', 'align', 'valign', 'width', 'height'],
    table: ['cellpadding', 'cellspacing', 'border', 'width'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
