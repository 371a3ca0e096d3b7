// A tiny history router: three routes need no library.
import { useEffect, useState } from 'react';
import { parseRoute, type Route } from './logic/route.ts';

export type { Route };

export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname, window.location.search));
  useEffect(() => {
    const on = () => setRoute(parseRoute(window.location.pathname, window.location.search));
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  return route;
}
