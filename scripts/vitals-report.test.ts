import { describe, expect, it } from 'vitest';
import { vitalsTable } from './vitals-report';

describe('vitalsTable', () => {
  it('prints one aligned row per route with each metric and its sample count', () => {
    const text = vitalsTable([
      { route: '/blogs/:id', metric: 'LCP', p75: 1834.4, count: 12 },
      { route: '/', metric: 'CLS', p75: 0.01234, count: 3 },
      { route: '/', metric: 'INP', p75: 96, count: 3 },
    ]);
    expect(text.split('\n')).toEqual([
      'route              LCP p75      INP p75      CLS p75',
      '----------  --------------  -----------  -----------',
      '/                        –  96 ms (n=3)  0.012 (n=3)',
      '/blogs/:id  1834 ms (n=12)            –            –',
    ]);
  });
});
