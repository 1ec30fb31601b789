import sanitizeHtml from 'sanitize-html';

/**
 * Message, news and activity HTML as it may be shown: sanitize-html's default allow-list
 * (text formatting, lists, tables, links; no script, style, iframe, event handlers or
 * javascript: URLs), links opened in a new tab without access to this window. Applied when
 * serving, so whatever wrote the row (admin screens, seed, an import) cannot put markup of its
 * own on a page.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}

/** A news link: kept only when it is http(s) or a path of this site. */
export function safeLink(link: string | null): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return trimmed;
  return null;
}

/** Text placed into activity HTML (institution names can hold & and <). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
