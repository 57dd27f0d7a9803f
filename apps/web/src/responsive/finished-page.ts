import { h, TITLE } from './dom.ts';

/** A page that ends the visit (thanks, already answered, link not valid, an error): its heading takes focus. */
export function showFinishedPage(
  root: HTMLElement,
  page: { title: string; text: string; action?: { label: string; run: () => void } },
): void {
  const heading = h('h1', { tabindex: -1, ...TITLE }, page.title);
  let button: HTMLButtonElement | null = null;
  if (page.action) {
    const { run } = page.action;
    button = h('button', { type: 'button', class: 'button primary' }, page.action.label);
    button.addEventListener('click', run);
  }
  root.replaceChildren(h('main', { class: 'page finished' }, heading, h('p', {}, page.text), button));
  heading.focus();
}
