// A post's picture falls back to the default one when it fails to load (useState): a client component.
'use client';

export { RecentBlogs } from '../../../../../app/components/home/recent-blogs';
