import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { attachScrollTop, nameChatPage } from './floating-behaviour';

/** The floating links' behaviour (floating-behaviour.ts) on React Router pages, the chat link renamed after each navigation. */
export function useFloatingLinks(ref: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
    if (ref.current) nameChatPage(ref.current);
  }, [location, ref]);
  useEffect(() => (ref.current ? attachScrollTop(ref.current) : undefined), [ref]);
}
