import { type ReactNode, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TopBarTarget } from './top-bar-target.ts';
import './screen-title.css';
import './skip-link.css';

interface ScreenTitleProps {
  /** The route name of ROUTES, so tests can tell which route rendered. */
  route: string;
  children: ReactNode;
}

/** The screen without its filters: a filter change is not a new screen, a drill is. */
function screenKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the path as it is
  }
  return decoded.split(';')[0];
}

/**
 * The screen's heading. It names the browser tab ("heading – Opinio"), and when another
 * screen opens (a route, a page or a drill; not a filter) focus moves to it, so that the
 * keyboard and screen readers start at the top of the new content instead of the page body.
 */
export function ScreenTitle({ route, children }: ScreenTitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const key = screenKey(useLocation().pathname);

  useEffect(() => {
    const text = ref.current?.textContent?.trim();
    document.title = text ? `${text} – Opinio` : 'Opinio';
  });

  // once per screen: a filter change re-renders the heading without moving focus
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    // in the next frame, before it is laid out: focusing now would lay out the page while the
    // screen's other parts are still being added, and the first numbers would wait for it
    let pending = true;
    const frame = requestAnimationFrame(() => {
      pending = false;
      const active = document.activeElement;
      // an open dialog or menu keeps its focus, and so does a field the screen focused itself
      // (the sign-in form's user name) or the user is typing in
      if (
        active &&
        active !== document.body &&
        (active.closest('[role=dialog], [role=menu], [role=presentation]') ||
          active.matches('input, textarea'))
      )
        return;
      ref.current?.focus({ preventScroll: true });
    });
    return () => {
      // re-drawn or left before its frame: the next run focuses instead
      if (!pending) return;
      cancelAnimationFrame(frame);
      focusedFor.current = null;
    };
  });

  return (
    <>
      <h1 ref={ref} className="screen-title" tabIndex={-1} data-testid="screen-title" data-route={route}>
        {children}
      </h1>
      <SkipToTopBar />
    </>
  );
}

/** The first stop after the heading, seen only while it has focus: on to the top bar. */
function SkipToTopBar() {
  const { t } = useTranslation();
  const target = useContext(TopBarTarget);
  if (!target) return null;
  return (
    <a
      href={`#${target}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      data-testid="skip-to-top-bar"
    >
      {t('shell.skipToBar')}
    </a>
  );
}
