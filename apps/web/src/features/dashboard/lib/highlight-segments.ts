/** A run of a comment's text, marked when it holds words that matched a topic. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

interface Span {
  start: number;
  end: number;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** A span inside the text that does not cut a character in two; null when nothing is left of it. */
function fitted(text: string, span: Span): Span | null {
  if (!Number.isFinite(span.start) || !Number.isFinite(span.end)) return null;
  let start = Math.min(Math.max(Math.floor(span.start), 0), text.length);
  let end = Math.min(Math.max(Math.ceil(span.end), 0), text.length);
  if (start >= end) return null;
  // offsets are UTF-16 code units: one that falls inside an emoji takes the whole emoji
  if (start > 0 && isLowSurrogate(text.charCodeAt(start)) && isHighSurrogate(text.charCodeAt(start - 1)))
    start -= 1;
  if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end)))
    end += 1;
  return { start, end };
}

/**
 * A comment's text cut into runs to show, the words of `spans` marked. Spans may come in any
 * order and overlap or touch (several topics match the same word, or neighbouring words):
 * they are joined. Spans outside the text are cut to it, and empty ones left out, so that
 * a comment whose text changed since it was tagged still shows whole. The runs put
 * together are always the text.
 */
export function highlightSegments(text: string, spans: readonly Span[]): TextSegment[] {
  const sorted = spans
    .map((span) => fitted(text, span))
    .filter((span): span is Span => span !== null)
    .sort((a, b) => a.start - b.start);
  const joined: Span[] = [];
  for (const span of sorted) {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const span of joined) {
    if (span.start > at) segments.push({ text: text.slice(at, span.start), marked: false });
    segments.push({ text: text.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
