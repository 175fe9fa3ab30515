'use client';

export { SloganBanner } from '../../../../../app/components/home/slogan-banner';
