import sanitizeHtml from 'sanitize-html';

/**
 * Cleans HTML from the admin server (event descriptions, schedules, news and story bodies,
 * product descriptions) before it is rendered: no scripts, no styles, no event handlers,
 * links limited to http(s), mailto and site paths; external links open safely.
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'a',
      'blockquote',
      'img',
      'span',
      'figure',
      'figcaption',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
      },
      // Headings inside a body sit under the page's own h1.
      h1: 'h2',
    },
  });
}

/** Plain text of an HTML fragment, for teasers and meta descriptions. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
