/** The console reads time through this, so tests can move it (session expiry, throttling windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
