// A minimal router over the History API: the server answers every console path with the same page
// (src/http/console.ts), so /prompts/prm_… can be bookmarked and reloaded.
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';

const listeners = new Set<() => void>();

export function navigate(to: string) {
  window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

/** The current path and query, re-rendered on navigation and on back/forward. */
export function useLocation(): { path: string; query: URLSearchParams } {
  const [, setTick] = useState(0);
  useEffect(() => {
    const update = () => setTick((n) => n + 1);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return { path: window.location.pathname, query: new URLSearchParams(window.location.search) };
}

export function Link(props: { to: string; children: ReactNode; className?: string; current?: boolean }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(props.to);
  };
  return (
    <a
      href={props.to}
      onClick={onClick}
      className={props.className}
      aria-current={props.current ? 'page' : undefined}
    >
      {props.children}
    </a>
  );
}
