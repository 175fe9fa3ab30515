// The words of the site's frame, on every page: the header, the footer, the floating links, the
// language switch and the words read aloud that nobody sees. chrome.ar.ts is its Arabic twin.

export const CHROME = {
  skipToContent: 'Skip to content',
  breadcrumb: 'Breadcrumb',
  header: {
    homeLabel: 'home',
    home: 'Home',
    about: 'About',
    aboutAcademy: 'About the academy',
    courses: 'Courses',
    searchAllCourses: 'Search all {count} courses in the course finder',
    allCourses: 'All courses (course finder)',
    counselling: 'Counselling',
    blogs: 'Blogs',
    contacts: 'Contacts',
    register: 'Register Now',
    login: 'Login',
    menu: 'Menu',
    mainNav: 'Main',
    newTab: '(opens in a new tab)',
  },
  footer: {
    social: 'Social media',
    quickLinks: 'Quick links',
    nav: 'Footer',
    rights: 'All rights reserved.',
  },
  floating: {
    scrollTop: 'Scroll to top',
    chat: 'Chat with us on WhatsApp',
  },
  /** The link to the same page in the other language, written in that language. */
  switchTo: { label: 'العربية', hint: 'This page in Arabic' },
  /** The carousels' controls; `{item}` is one of `items`. */
  carousel: {
    previous: 'Previous {item}',
    next: 'Next {item}',
    goTo: 'Go to {item} {n}: {label}',
    position: '{n} of {count}: {label}',
    pause: 'Pause the slide show',
    play: 'Play the slide show',
    items: { slide: 'slide', testimonial: 'testimonial', course: 'course' },
  },
  cta: {
    freeConsultation: 'Free Consultation',
    getStarted: 'Get Started',
    viewImage: 'View Image',
    testimonials: 'What our students say',
    getDirection: 'Get Direction',
  },
};
