'use client';

export { HeaderWithMenus } from '../../../common/header';
