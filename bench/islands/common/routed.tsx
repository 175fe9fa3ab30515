import { useEffect, useRef, type ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

// The product's components draw their links with React Router's <Link>, which needs a router. An
// island page has no client router: each component gets a router of its own that only knows the page
// it is on, and a link followed in it loads the next page as a plain link would.

function FullPageLoads() {
  const location = useLocation();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key !== first.current) window.location.assign(`${location.pathname}${location.search}${location.hash}`);
  }, [location]);
  return null;
}

export type RoutedProps<P> = P & { path: string };

export function routed<P extends object>(Component: ComponentType<P>) {
  return function Routed(props: RoutedProps<P>) {
    return (
      <MemoryRouter initialEntries={[props.path]}>
        <FullPageLoads />
        <Component {...props} />
      </MemoryRouter>
    );
  };
}
