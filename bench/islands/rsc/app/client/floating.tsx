'use client';

export { FloatingWithBehaviour } from '../../../common/floating';
