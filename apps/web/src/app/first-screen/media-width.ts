/**
 * Whether a media query of widths (`(min-width:1280px)`, `@media (max-width:599.95px)`, joined
 * by `and`) holds at a screen `width` px wide: the server's first screen draws the layout of
 * the width it assumes. A query naming anything else holds not.
 */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .map((part) => part.trim());
  return conditions.every((condition) => {
    const match = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(condition);
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}
