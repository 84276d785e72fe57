/**
 * The allow list for HTML that reaches a player (message content, help articles, news): only formatting,
 * lists, links and images survive. No script, no style or event-handler attributes, no javascript:/data:
 * URLs in links, nothing that can frame or embed. The page renders the result with
 * dangerouslySetInnerHTML, so this is the only thing between an operator's (or an attacker's) text and the
 * player's session: it runs when a message or article is written AND when it is read, so a row edited by
 * hand in the database is cleaned too.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  // Links: the web and mail only; relative links stay (app routes). Images: https or our own paths.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Tags whose text must go with them (not be left as text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    // An external link opens away from the app and cannot reach back into it (window.opener).
    // An app route (relative) stays in the app; the page decides how to open it.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = /^(https?:|mailto:|tel:)/i.test((rest.href ?? '').trim());
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

// transformTags adds target/rel after the attribute filter ran; allow exactly those two on <a>.
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'target', 'rel'] };

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text as HTML: every character that means something in HTML escaped. */
export function textToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
