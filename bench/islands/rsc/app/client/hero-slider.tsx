'use client';

export { HeroSlider } from '../../../../../app/components/home/hero-slider';
