'use client';

export { Counters } from '../../../../../app/components/home/counters';
