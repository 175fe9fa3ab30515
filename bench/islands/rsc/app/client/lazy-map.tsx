'use client';

export { LazyMap } from '../../../../../app/components/pages/lazy-map';
