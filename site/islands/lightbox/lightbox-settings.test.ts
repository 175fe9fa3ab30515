import { describe, expect, it } from 'vitest';
import { LIGHTBOX_WORDS } from '../../../shared/content/lightbox';
import { LIGHTBOX_WORDS_AR } from '../../../shared/content/lightbox.ar';
import { LIGHTBOX_OPTIONS, ZOOM_MAX_STEPS, ZOOM_STEP_MULTIPLIER } from './lightbox-settings';

// The specification: max zoom level 300, step 100, animation 300 ms, padding 10, the five default labels;
// the index wraps both ways; the failed-image text.
describe('lightbox settings', () => {
  it('uses the spec labels and failure text', () => {
    expect(LIGHTBOX_WORDS.labels).toEqual({
      Close: 'Close lightbox',
      Next: 'Next image',
      Previous: 'Previous image',
      'Zoom in': 'Zoom in',
      'Zoom out': 'Zoom out',
    });
    expect(LIGHTBOX_WORDS.failed).toBe('This image failed to load');
  });

  it('has Arabic for every label, none of it the English', () => {
    for (const [key, english] of Object.entries(LIGHTBOX_WORDS.labels)) {
      const arabic = LIGHTBOX_WORDS_AR.labels[key as keyof typeof LIGHTBOX_WORDS.labels];
      expect(arabic).toMatch(/^\p{Script=Arabic}/u);
      expect(arabic).not.toBe(english);
    }
    expect(LIGHTBOX_WORDS_AR.failed).toMatch(/^\p{Script=Arabic}/u);
  });

  it('wraps, pads by 10 and animates for 300 ms', () => {
    expect(LIGHTBOX_OPTIONS.carousel.finite).toBe(false);
    expect(LIGHTBOX_OPTIONS.carousel.padding).toBe('10px');
    expect(LIGHTBOX_OPTIONS.animation).toEqual({ fade: 300, swipe: 300, zoom: 300 });
    expect(LIGHTBOX_OPTIONS.controller.closeOnEscape).toBe(true);
  });

  it('maps the zoom scale: a step of 100 and a maximum of 300 on the 1.007^level scale', () => {
    expect(ZOOM_STEP_MULTIPLIER).toBeCloseTo(1.007 ** 100, 1);
    expect(ZOOM_STEP_MULTIPLIER ** ZOOM_MAX_STEPS / 1.007 ** 300).toBeGreaterThan(0.95);
    expect(ZOOM_STEP_MULTIPLIER ** ZOOM_MAX_STEPS / 1.007 ** 300).toBeLessThan(1.05);
    expect(LIGHTBOX_OPTIONS.zoom.zoomInMultiplier).toBe(ZOOM_STEP_MULTIPLIER);
    expect(LIGHTBOX_OPTIONS.zoom.doubleClickMaxStops).toBe(ZOOM_MAX_STEPS);
  });
});
