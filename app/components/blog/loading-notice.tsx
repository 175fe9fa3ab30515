import { useNavigation } from 'react-router';
import { PAGES } from '../../../content/pages';
import { LOADING_TEXT } from './blog-texts';

/** 'Loading...' while a client-side navigation to a blog page waits for its data; fixed, so nothing shifts. */
export function BlogNavigationNotice() {
  const navigation = useNavigation();
  const pathname = navigation.location?.pathname ?? '';
  const loading = navigation.state === 'loading' && (pathname === PAGES.blogs.path || pathname.startsWith(`${PAGES.blogs.path}/`));
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center">
      {loading && <p className="rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">{LOADING_TEXT}</p>}
    </div>
  );
}
