import sanitizeHtml from 'sanitize-html';

/** A colour as mail programs take it: a hex code, rgb() or a name. */
const COLOUR = [
  /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i,
  /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i,
  /^[a-z]{3,20}$/i,
];
const LENGTH = /^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/;

const STYLED = ['p', 'div', 'span', 'h1', 'h2', 'h3', 'table', 'td', 'th'];

/** Where a link may lead: the web, a mail address, or a placeholder filled in when sent. */
const LINK = /^(?:https?:\/\/|mailto:|\{\{\s*\w+\s*\}\})/i;

/**
 * What a mail body may hold: text formatting, links, lists, headings, pictures from
 * https addresses and simple tables, with a few inline styles. No scripts, styles, frames
 * or event handlers; links only to http, https and mailto.
 */
const MAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'span',
    'div',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['width', 'align', 'cellpadding', 'cellspacing', 'border', 'style'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width', 'style'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width', 'style'],
    ...Object.fromEntries(
      STYLED.filter((tag) => !['table', 'td', 'th'].includes(tag)).map((tag) => [tag, ['style']]),
    ),
  },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'font-size': [LENGTH],
      'font-weight': [/^(?:normal|bold|[1-9]00)$/],
      'font-style': [/^(?:normal|italic)$/],
      'text-align': [/^(?:left|right|center|justify)$/],
      'text-decoration': [/^(?:none|underline|line-through)$/],
      padding: [/^(?:\d{1,3}(?:px|em)?\s*){1,4}$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // their content is not text to show either
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title', 'head'],
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return {
        tagName,
        attribs: href !== undefined && LINK.test(href.trim()) ? { ...rest, href: href.trim() } : rest,
      };
    },
  },
  // a picture needs an https address (a relative one means nothing in a mail)
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
};

/** A mail body made safe to store and send. */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, MAIL_HTML);
}
