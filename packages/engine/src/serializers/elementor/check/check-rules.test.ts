import { describe, expect, it } from 'vitest';
import { errorsOnly, formatIssues } from './index.ts';
import { px, box, validEnvelope, check, mutated, heading, image, expectIssue } from './check-fixture.ts';

describe('group toggles and conditions', () => {
  const h = 'elements[0].elements[0].elements[0].settings';
  it('typography fields need typography_typography: custom', () => {
    const issues = check(mutated((_e, c) => delete heading(c).settings.typography_typography));
    expectIssue(issues, 'group-toggle', `${h}.typography_font_size`, /typography_typography/);
    expectIssue(issues, 'group-toggle', `${h}.typography_font_size_mobile`);
    expectIssue(issues, 'group-toggle', `${h}.typography_font_family`);
  });
  it('background fields need background_background (and the right kind)', () => {
    expectIssue(check(mutated((_e, c) => delete c.settings.background_background)), 'group-toggle', 'elements[0].settings.background_color');
    expectIssue(check(mutated((_e, c) => (c.settings.background_background = 'gradient'))), 'group-toggle', 'elements[0].settings.background_image', /classic/);
  });
  it('border fields need border_border', () => {
    expectIssue(check(mutated((_e, c) => delete c.settings.border_border)), 'group-toggle', 'elements[0].settings.border_width');
    expectIssue(check(mutated((_e, c) => (c.settings.border_border = 'none'))), 'group-toggle', 'elements[0].settings.border_color');
  });
  it('box and text shadow need their *_type toggles', () => {
    expectIssue(check(mutated((_e, c) => delete c.settings.box_shadow_box_shadow_type)), 'group-toggle', 'elements[0].settings.box_shadow_box_shadow', /"yes"/);
    expectIssue(check(mutated((_e, c) => delete heading(c).settings.text_shadow_text_shadow_type)), 'group-toggle', `${h}.text_shadow_text_shadow`);
  });
  it('a button has background_background classic by default (no toggle needed)', () => {
    expect(check(validEnvelope()).filter((i) => i.path.includes('elements[2].settings.background_color'))).toEqual([]);
  });
  it('other conditions: container width needs content_width full; boxed_width needs boxed', () => {
    expectIssue(check(mutated((_e, c) => (c.settings.content_width = 'boxed'))), 'condition', 'elements[0].settings.width', /content_width/);
    expect(check(mutated((_e, c) => (c.settings.content_width = 'boxed'))).every((i) => i.severity === 'warning')).toBe(true);
    expect(check(mutated((_e, c) => delete c.settings.border_border)).every((i) => i.severity === 'error')).toBe(true);
    expectIssue(check(mutated((_e, c) => (c.settings.boxed_width = px(1100)))), 'condition', 'elements[0].settings.boxed_width');
    expectIssue(check(mutated((_e, c) => (c.elements[0].settings._flex_size = 'grow'))), 'condition', 'elements[0].elements[0].settings._flex_grow');
  });
  it('responsive conditions resolve per device', () => {
    // _flex_grow_mobile is visible when _flex_size_mobile (or the desktop value it inherits) is custom
    expect(check(mutated((_e, c) => (c.elements[0].settings._flex_grow_mobile = 2)))).toEqual([]);
    expectIssue(
      check(mutated((_e, c) => Object.assign(c.elements[0].settings, { _flex_size_mobile: 'none', _flex_grow_mobile: 2 }))),
      'condition',
      'elements[0].elements[0].settings._flex_grow_mobile',
      /_flex_size_mobile/,
    );
  });
});

describe('edition rules', () => {
  it('Free: no Pro widgets', () => {
    const env = mutated((_e, c) => (image(c).widgetType = 'form'));
    expectIssue(check(env), 'pro-only', 'elements[0].elements[1].widgetType');
    expect(check(env, 'pro').filter((i) => i.rule === 'pro-only')).toEqual([]);
    expectIssue(check(mutated((_e, c) => (image(c).widgetType = 'theme-post-title'))), 'pro-only', 'elements[0].elements[1].widgetType');
  });
  it('Free: no Pro keys', () => {
    for (const key of ['custom_css', '_attributes', 'motion_fx_motion_fx_scrolling', 'background_motion_fx_translateY_effect', 'sticky', 'sticky_on']) {
      const env = mutated((_e, c) => (c.settings[key] = 'x'));
      expectIssue(check(env), 'pro-only', `elements[0].settings.${key}`);
      expect(check(env, 'pro'), key).toEqual([]);
    }
  });
});

describe('media urls (paste downloads them)', () => {
  const img = 'elements[0].elements[1].settings.image';
  const withUrl = (url: string) => check(mutated((_e, c) => (image(c).settings.image = { url, id: '' })));
  it('accepts absolute http(s) image files', () => {
    expect(withUrl('https://cdn.example.com/a/b/photo.JPG?v=2')).toEqual([]);
    expect(withUrl('http://127.0.0.1:8080/img/x.webp')).toEqual([]);
  });
  it('rejects relative, data: and extension-less urls, warns on svg', () => {
    expectIssue(withUrl('images/photo.jpg'), 'media-url', img, /absolute/);
    expectIssue(withUrl('data:image/png;base64,AAAA'), 'media-url', img, /http/);
    expectIssue(withUrl('https://images.example.com/photo?id=3'), 'media-url', img, /extension/);
    expectIssue(withUrl('https://example.com/logo.svg'), 'media-url', img, /unfiltered/);
    expect(withUrl('https://example.com/logo.svg')[0].severity).toBe('warning');
    expect(withUrl('images/photo.jpg')[0].severity).toBe('error');
  });
  it('checks background images too', () => {
    expectIssue(check(mutated((_e, c) => (c.settings.background_image = { url: 'https://x.example/bg', id: '' }))), 'media-url', 'elements[0].settings.background_image');
  });
});

describe('tolerances that match Elementor', () => {
  it('gaps may carry the legacy size key (Control_Gaps reads it only when column is empty)', () => {
    expect(check(mutated((_e, c) => (c.settings.flex_gap = { unit: 'px', column: '24', row: '24', isLinked: true, size: 24 })))).toEqual([]);
  });
  it('a value equal to its default is not reported as ignored by a condition', () => {
    // button `size` is only shown when size[value] != 'sm'; 'sm' is its default
    expect(check(mutated((_e, c) => (c.elements[0].elements[2].settings.size = 'sm')))).toEqual([]);
    expectIssue(check(mutated((_e, c) => (c.settings.content_width = 'boxed'))), 'condition', 'elements[0].settings.width');
  });
});

describe('helpers', () => {
  it('formatIssues prints one line per issue; errorsOnly drops warnings', () => {
    const issues = check(mutated((_e, c) => Object.assign(c.settings, { content_width: 'boxed', font: 'x' })));
    expect(formatIssues(issues)).toContain('error unknown-key elements[0].settings.font: "font" is not a control of container');
    expect(formatIssues(issues)).toContain('warning condition elements[0].settings.width');
    expect(errorsOnly(issues).map((i) => i.path)).toEqual(['elements[0].settings.font']);
  });
});
