'use client';

export { LazyMap } from '../../../common/lazy-map';
