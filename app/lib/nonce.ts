import { createContext, useContext } from 'react';

/** The per-response script nonce of a server-rendered page (undefined in the browser and when prerendering). */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
