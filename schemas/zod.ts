import { z } from 'zod';

// zod compiles fast paths with `new Function`, which the site's Content-Security-Policy forbids.
// jitless must be set before any schema is built, so every contract module imports z from here.
z.config({ jitless: true });

export { z };
