// The valid envelope and helpers the checker's tests mutate (tests only).
import { expect } from 'vitest';
import { checkElementorData, type Issue, type IssueRule } from './index.ts';
export type Json = Record<string, any>;

export const px = (size: number | string, unit = 'px') => ({ unit, size, sizes: [] });
export const box = (t: string, r: string, b: string, l: string, unit = 'px') => ({ unit, top: t, right: r, bottom: b, left: l, isLinked: false });

/** A hand-written envelope that uses every rule's happy path. */
export function validEnvelope(): Json {
  return {
    type: 'elementor',
    siteurl: 'https://pagelift.invalid/wp-json/',
    elements: [
      {
        id: 'a1b2c3d',
        elType: 'container',
        isInner: false,
        settings: {
          content_width: 'full',
          width: px(100, '%'),
          width_mobile: px(100, '%'),
          flex_direction: 'row',
          flex_direction_mobile: 'column',
          flex_gap: { unit: 'px', column: '24', row: '24', isLinked: true },
          flex_wrap: 'wrap',
          padding: box('80', '24', '80', '24'),
          padding_mobile: box('40', '16', '40', '16'),
          min_height: px(480),
          background_background: 'classic',
          background_color: '#F4F1EA',
          background_image: { url: 'https://pagelift.invalid/a.jpg', id: '', size: '' },
          border_border: 'solid',
          border_width: box('1', '1', '1', '1'),
          border_color: 'rgba(0, 0, 0, 0.1)',
          border_radius: box('16', '16', '16', '16'),
          box_shadow_box_shadow_type: 'yes',
          box_shadow_box_shadow: { horizontal: 0, vertical: 4, blur: 12, spread: 0, color: 'rgba(0,0,0,0.15)' },
          html_tag: 'section',
        },
        elements: [
          {
            id: '0f0e0d0',
            elType: 'container',
            isInner: true,
            settings: {
              content_width: 'full',
              flex_direction: 'column',
              padding: box('0', '0', '0', '0'),
              _flex_size: 'custom',
              _flex_grow: 2,
            },
            elements: [
              {
                id: '2b8e4d0',
                elType: 'widget',
                widgetType: 'heading',
                isInner: false,
                settings: {
                  title: 'Built for people who build',
                  header_size: 'h1',
                  align: 'left',
                  align_mobile: 'center',
                  title_color: '#1E1E24',
                  typography_typography: 'custom',
                  typography_font_family: 'Inter',
                  typography_font_weight: '700',
                  typography_font_size: px(52),
                  typography_font_size_tablet: px(40),
                  typography_font_size_mobile: px(30),
                  typography_line_height: px('1.15', 'em'),
                  typography_letter_spacing: px(-0.5),
                  text_shadow_text_shadow_type: 'yes',
                  text_shadow_text_shadow: { horizontal: 0, vertical: 1, blur: 2, color: '#00000040' },
                  _margin: box('0', '0', '0', '0'),
                  __globals__: { title_color: '' },
                },
                elements: [],
              },
              {
                id: 'c41f7a9',
                elType: 'widget',
                widgetType: 'text-editor',
                isInner: false,
                settings: {
                  editor: '<p>Capture any page.</p>',
                  text_color: '#4B4B55',
                  typography_typography: 'custom',
                  typography_font_size: px(18),
                  typography_line_height: px('1.6', 'custom'),
                  _element_width: 'initial',
                  _element_custom_width: px(70, '%'),
                  _element_custom_width_mobile: px(100, '%'),
                },
                elements: [],
              },
              {
                id: 'b0b0b0b',
                elType: 'widget',
                widgetType: 'button',
                isInner: false,
                settings: {
                  text: 'Start free',
                  link: { url: 'https://example.com/signup', is_external: 'on', nofollow: '', custom_attributes: '' },
                  background_color: '#111111',
                  button_text_color: '#FFFFFF',
                  border_radius: box('8', '8', '8', '8'),
                  text_padding: box('12', '24', '12', '24'),
                  selected_icon: { value: 'fas fa-arrow-right', library: 'fa-solid' },
                },
                elements: [],
              },
            ],
          },
          {
            id: '9d05e3b',
            elType: 'widget',
            widgetType: 'image',
            isInner: false,
            settings: {
              image: { url: 'https://pagelift.invalid/team.jpg', id: '', size: '', alt: 'Team' },
              image_size: 'full',
              height: px(420),
              'object-fit': 'cover',
              image_border_radius: box('12', '12', '12', '12'),
              hide_mobile: 'hidden-mobile',
            },
            elements: [],
          },
          {
            id: 'e1e1e1e',
            elType: 'widget',
            widgetType: 'icon-list',
            isInner: false,
            settings: {
              view: 'inline',
              icon_list: [
                { _id: '1a1a1a1', text: 'Fast', selected_icon: { value: 'fas fa-check', library: 'fa-solid' }, link: { url: '', is_external: '', nofollow: '' } },
                { _id: '2b2b2b2', text: 'Native' },
              ],
              icon_color: '#00AA00',
            },
            elements: [],
          },
          { id: 'd1d1d1d', elType: 'widget', widgetType: 'divider', isInner: false, settings: { style: 'dashed', color: '#DDDDDD', weight: px(2) }, elements: [] },
          { id: 'f0f0f0f', elType: 'widget', widgetType: 'spacer', isInner: false, settings: { space: px(40), space_mobile: px(20) }, elements: [] },
          { id: '1234567', elType: 'widget', widgetType: 'html', isInner: false, settings: { html: '<svg></svg>' }, elements: [] },
          { id: '89abcde', elType: 'widget', widgetType: 'video', isInner: false, settings: { video_type: 'youtube', youtube_url: 'https://www.youtube.com/watch?v=x', aspect_ratio: '169' }, elements: [] },
        ],
      },
    ],
  };
}

export function check(env: unknown, edition: 'free' | 'pro' = 'free'): Issue[] {
  return checkElementorData(env, { edition });
}

/** Apply a mutation to a fresh valid envelope; the first container is `c`, its nested widgets via paths. */
export function mutated(fn: (env: Json, c: Json) => void): Json {
  const env = validEnvelope();
  fn(env, env.elements[0]);
  return env;
}

export const heading = (c: Json) => c.elements[0].elements[0];
export const image = (c: Json) => c.elements[1];

export function expectIssue(issues: Issue[], rule: IssueRule, path: string, text?: RegExp): void {
  const hit = issues.find((i) => i.rule === rule && i.path === path && (!text || text.test(i.message)));
  expect(hit, `expected ${rule} at ${path}; got ${JSON.stringify(issues, null, 1)}`).toBeTruthy();
}
