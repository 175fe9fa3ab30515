import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/home.tsx'), route('diploma-mastery-fm', 'routes/course.tsx'), route('contacts', 'routes/contacts.tsx')] satisfies RouteConfig;
