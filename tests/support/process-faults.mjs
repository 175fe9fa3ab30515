// Preloaded into the real server by tests/integration/main-startup.test.ts: each SIGUSR2 causes the next
// process-level fault, so the test decides when each one happens.
const faults = [
  () => void Promise.reject(new Error('test fault: a rejection nobody handled')),
  () => {
    throw new Error('test fault: an uncaught exception');
  },
];
let next = 0;
process.on('SIGUSR2', () => setTimeout(faults[next++ % faults.length], 0));
