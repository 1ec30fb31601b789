import { safeLink } from '@app/core/domain/safe-link';
import sanitizeHtml from 'sanitize-html';

export { safeLink };

/**
 * Message, news and activity HTML as it may be shown: sanitize-html's default allow-list
 * (text formatting, lists, tables, links; no script, style, iframe or event handlers), links
 * opened in a new tab without access to this window. A link keeps its address only when
 * safeLink allows it (http(s) or a path of this site), the same rule as a news item's link;
 * otherwise the text stays without the link. Applied when serving, so whatever wrote the row
 * (admin screens, seed, an import) cannot put markup of its own on a page.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      // Attribute values arrive with entities decoded (`&#9;` is a tab), as the browser reads them.
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        const kept = safeLink(href);
        return {
          tagName,
          attribs: {
            ...rest,
            ...(kept ? { href: kept } : {}),
            target: '_blank',
            rel: 'noopener noreferrer',
          },
        };
      },
    },
  });
}

/** Sanitized HTML with neither text nor an image shows users nothing. */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
}

/** Text placed into activity HTML (institution names can hold & and <). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
