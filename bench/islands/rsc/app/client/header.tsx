'use client';

export { HeaderWithMenus } from '../../../shared/header';
