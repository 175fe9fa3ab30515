'use client';

export { FloatingWithBehaviour } from '../../../shared/floating';
