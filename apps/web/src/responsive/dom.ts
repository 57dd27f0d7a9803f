type Child = Node | string | null | undefined | false;
type Attribute = string | number | boolean | undefined;

/**
 * An element with its attributes and children: the page is small enough to be drawn with
 * the DOM itself, so it loads without a framework (phones on slow connections).
 * `false` or `undefined` leaves an attribute out; `true` sets it empty.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, Attribute> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) setAttribute(element, name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

export function setAttribute(element: Element, name: string, value: Attribute): void {
  if (value === undefined || value === false) element.removeAttribute(name);
  else element.setAttribute(name, value === true ? '' : String(value));
}

/** The page's heading as the app's screens mark theirs (tests find every screen's title so). */
export const TITLE = { 'data-testid': 'screen-title', 'data-route': 'responsive' } as const;
