import { describe, expect, it } from 'vitest';
import { vitalsRoute } from './vitals-route';

describe('vitalsRoute', () => {
  it('files static pages under their path and every post under one pattern', () => {
    expect(vitalsRoute('/')).toBe('/');
    expect(vitalsRoute('/about/')).toBe('/about');
    expect(vitalsRoute('/pmp-certification')).toBe('/pmp-certification');
    expect(vitalsRoute('/blogs')).toBe('/blogs');
    expect(vitalsRoute('/blogs/42')).toBe('/blogs/:id');
  });

  it('never reports the staff console', () => {
    expect(vitalsRoute('/admin')).toBeNull();
    expect(vitalsRoute('/admin/leads/contact/1')).toBeNull();
    expect(vitalsRoute('/administration')).toBe('/administration');
  });

  it('reports nothing for a path the API would refuse', () => {
    expect(vitalsRoute('/some%20page')).toBeNull();
    expect(vitalsRoute(`/${'a'.repeat(130)}`)).toBeNull();
  });
});
