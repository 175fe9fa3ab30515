import { CATALOGUE_PATH } from './courses/catalogue-filters';
import { PAGES } from './pages';

// The not-found page's words, and the ways on it offers: the course finder's search and the routes
// visitors open most.

export const NOT_FOUND_PAGE = {
  title: 'Page not found',
  intro:
    'The page you were looking for does not exist or has moved. Search the courses, try one of the pages visitors open most, or call us on',
  search: {
    label: 'Search courses',
    placeholder: 'A course, subject or short name, e.g. FM',
    button: 'Search',
    /** The course finder reads its search from `q`. */
    action: CATALOGUE_PATH,
    name: 'q',
  },
  popularHeading: 'Pages visitors open most',
  /**
   * The five most visited routes. A fixed list, not a query: the site's only record of visits is the
   * real-user vitals each install collects from its own visitors (empty on a new one, and a 404 page
   * that read it would be drawn again at every beacon). These are the routes the header and the
   * course pages lead to first: the home page, the course finder, the flagship diploma, the
   * registration form and the contacts page.
   */
  popular: [
    { label: 'Home', path: PAGES.home.path },
    { label: 'All courses', path: CATALOGUE_PATH },
    { label: 'Diploma in Mastery in Facilities Management', path: '/diploma-mastery-fm' },
    { label: 'Register', path: PAGES.register.path },
    { label: 'Contacts', path: PAGES.contacts.path },
  ],
} as const;

/** The words of the page, in any language: the paths and the search's field stay the English record's. */
export interface NotFoundWords {
  title: string;
  intro: string;
  search: { label: string; placeholder: string; button: string };
  popularHeading: string;
  /** The labels of `NOT_FOUND_PAGE.popular`, in its order. */
  popular: readonly string[];
}
