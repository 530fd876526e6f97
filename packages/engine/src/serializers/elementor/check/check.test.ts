import { describe, expect, it } from 'vitest';
import { checkElementorData, checkElementorElements, controlsFor, errorsOnly, formatIssues, type Issue, type IssueRule } from './index.ts';

type Json = Record<string, any>;

const px = (size: number | string, unit = 'px') => ({ unit, size, sizes: [] });
const box = (t: string, r: string, b: string, l: string, unit = 'px') => ({ unit, top: t, right: r, bottom: b, left: l, isLinked: false });

/** A hand-written envelope that uses every rule's happy path. */
function validEnvelope(): Json {
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

function check(env: unknown, edition: 'free' | 'pro' = 'free'): Issue[] {
  return checkElementorData(env, { edition });
}

/** Apply a mutation to a fresh valid envelope; the first container is `c`, its nested widgets via paths. */
function mutated(fn: (env: Json, c: Json) => void): Json {
  const env = validEnvelope();
  fn(env, env.elements[0]);
  return env;
}

const heading = (c: Json) => c.elements[0].elements[0];
const image = (c: Json) => c.elements[1];

function expectIssue(issues: Issue[], rule: IssueRule, path: string, text?: RegExp): void {
  const hit = issues.find((i) => i.rule === rule && i.path === path && (!text || text.test(i.message)));
  expect(hit, `expected ${rule} at ${path}; got ${JSON.stringify(issues, null, 1)}`).toBeTruthy();
}

describe('checkElementorData: valid input', () => {
  it('accepts a hand-written envelope exercising every rule', () => {
    expect(check(validEnvelope())).toEqual([]);
  });

  it('catalogue covers container and the basic widgets', () => {
    for (const w of ['heading', 'text-editor', 'image', 'button', 'icon', 'icon-list', 'divider', 'spacer', 'video', 'html']) {
      expect(controlsFor('widget', w), w).toBeDefined();
    }
    expect(controlsFor('container')?.flex_gap?.type).toBe('gaps');
    expect(controlsFor('widget', 'heading')?.typography_font_size?.responsive).toBe(true);
    expect(controlsFor('widget', 'heading')?._margin?.type).toBe('dimensions');
  });

  it('checks bare _elementor_data arrays too', () => {
    expect(checkElementorElements(validEnvelope().elements, { edition: 'free' })).toEqual([]);
    expectIssue(checkElementorElements([{ id: 'zz', elType: 'container', isInner: false, settings: {}, elements: [] }], { edition: 'free' }), 'id', '[0].id');
  });
});

describe('envelope rules', () => {
  it('rejects a non-object', () => expectIssue(check('[]'), 'envelope', ''));
  it('type must be elementor', () => expectIssue(check(mutated((e) => (e.type = 'gutenberg'))), 'envelope', 'type'));
  it('siteurl must be a URL', () => {
    expectIssue(check(mutated((e) => delete e.siteurl)), 'envelope', 'siteurl');
    expectIssue(check(mutated((e) => (e.siteurl = 'not a url'))), 'envelope', 'siteurl');
  });
  it('elements must be non-empty', () => {
    expectIssue(check(mutated((e) => (e.elements = []))), 'envelope', 'elements');
    expectIssue(check(mutated((e) => delete e.elements)), 'envelope', 'elements');
  });
  it('no extra envelope keys', () => expectIssue(check(mutated((e) => (e.version = '0.4'))), 'envelope', 'version'));
});

describe('element shape rules', () => {
  it('id: 7 lowercase hex', () => {
    expectIssue(check(mutated((_e, c) => (c.id = 'A1B2C3D'))), 'id', 'elements[0].id');
    expectIssue(check(mutated((_e, c) => (c.id = 'a1b2c3'))), 'id', 'elements[0].id');
    expectIssue(check(mutated((_e, c) => (c.id = 1234567))), 'id', 'elements[0].id');
  });
  it('id: unique over the tree', () => {
    expectIssue(check(mutated((_e, c) => (image(c).id = heading(c).id))), 'id', 'elements[0].elements[1].id', /duplicate/);
  });
  it('elType: container or widget', () => {
    expectIssue(check(mutated((_e, c) => (image(c).elType = 'section'))), 'el-type', 'elements[0].elements[1].elType', /legacy/);
    expectIssue(check(mutated((_e, c) => (image(c).elType = 'e-flexbox'))), 'el-type', 'elements[0].elements[1].elType');
    expectIssue(check(mutated((e) => (e.elements = [heading(e.elements[0])]))), 'el-type', 'elements[0]', /top-level/);
  });
  it('isInner: boolean, true when nested, false at the top', () => {
    expectIssue(check(mutated((_e, c) => (c.isInner = true))), 'is-inner', 'elements[0].isInner');
    expectIssue(check(mutated((_e, c) => (c.elements[0].isInner = false))), 'is-inner', 'elements[0].elements[0].isInner');
    expectIssue(check(mutated((_e, c) => (image(c).isInner = 'no'))), 'is-inner', 'elements[0].elements[1].isInner');
  });
  it('settings is an object, elements an array', () => {
    expectIssue(check(mutated((_e, c) => (image(c).settings = []))), 'element-shape', 'elements[0].elements[1].settings');
    expectIssue(check(mutated((_e, c) => delete image(c).elements)), 'element-shape', 'elements[0].elements[1].elements');
    expectIssue(check(mutated((_e, c) => (image(c).elements = [{ ...heading(c), id: 'fffffff' }]))), 'element-shape', 'elements[0].elements[1].elements');
    expectIssue(check(mutated((_e, c) => (image(c).styles = {}))), 'element-shape', 'elements[0].elements[1].styles');
  });
  it('widgetType must be known', () => {
    expectIssue(check(mutated((_e, c) => (image(c).widgetType = 'picture'))), 'widget-type', 'elements[0].elements[1].widgetType');
    expectIssue(check(mutated((_e, c) => delete image(c).widgetType)), 'widget-type', 'elements[0].elements[1].widgetType');
    expectIssue(check(mutated((_e, c) => (image(c).widgetType = 'e-heading'))), 'widget-type', 'elements[0].elements[1].widgetType', /atomic/);
    expectIssue(check(mutated((_e, c) => (c.widgetType = 'heading'))), 'element-shape', 'elements[0].widgetType');
  });
});

describe('settings key rules', () => {
  it('unknown keys', () => {
    expectIssue(check(mutated((_e, c) => (heading(c).settings.font_size = px(3)))), 'unknown-key', 'elements[0].elements[0].elements[0].settings.font_size');
    // container keys are not widget keys: containers use margin, widgets _margin
    expectIssue(check(mutated((_e, c) => (heading(c).settings.margin = box('0', '0', '0', '0')))), 'unknown-key', 'elements[0].elements[0].elements[0].settings.margin');
    expectIssue(check(mutated((_e, c) => (c.settings._margin = box('0', '0', '0', '0')))), 'unknown-key', 'elements[0].settings._margin');
  });
  it('responsive suffixes only on responsive controls and active devices', () => {
    expectIssue(check(mutated((_e, c) => (heading(c).settings.header_size_mobile = 'h3'))), 'responsive', 'elements[0].elements[0].elements[0].settings.header_size_mobile', /not a responsive/);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.title_color_tablet = '#000000'))), 'responsive', 'elements[0].elements[0].elements[0].settings.title_color_tablet');
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_font_size_laptop = px(44)))), 'responsive', 'elements[0].elements[0].elements[0].settings.typography_font_size_laptop', /inactive/);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_font_weight_mobile = '400'))), 'responsive', 'elements[0].elements[0].elements[0].settings.typography_font_weight_mobile');
  });
  it('__globals__ must refer to controls', () => {
    expectIssue(check(mutated((_e, c) => (heading(c).settings.__globals__ = { colour: 'globals/colors?id=primary' }))), 'unknown-key', 'elements[0].elements[0].elements[0].settings.__globals__.colour');
    expectIssue(check(mutated((_e, c) => (heading(c).settings.__globals__ = { title_color: '#fff' }))), 'value-shape', 'elements[0].elements[0].elements[0].settings.__globals__.title_color');
  });
});

describe('value shape rules', () => {
  const h = 'elements[0].elements[0].elements[0].settings';
  it('slider {unit,size,sizes}', () => {
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_font_size = 52))), 'value-shape', `${h}.typography_font_size`);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_font_size = { unit: 'px', size: 52 }))), 'value-shape', `${h}.typography_font_size`, /sizes/);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_font_size = px('big')))), 'value-shape', `${h}.typography_font_size`);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_font_size = px(3, 'vh')))), 'value-shape', `${h}.typography_font_size`, /unit/);
  });
  it('dimensions: all four sides non-empty, isLinked boolean', () => {
    expectIssue(check(mutated((_e, c) => (heading(c).settings._margin = box('0', '', '0', '0')))), 'value-shape', `${h}._margin`, /empty/);
    expectIssue(check(mutated((_e, c) => (heading(c).settings._margin = { unit: 'px', top: '0', right: '0', bottom: '0', left: '0' }))), 'value-shape', `${h}._margin`, /isLinked/);
    expectIssue(check(mutated((_e, c) => (heading(c).settings._margin = '10px'))), 'value-shape', `${h}._margin`);
    expectIssue(check(mutated((_e, c) => (heading(c).settings._margin = box('1px', '0', '0', '0')))), 'value-shape', `${h}._margin`, /numeric/);
  });
  it('gaps {unit,column,row,isLinked}', () => {
    expectIssue(check(mutated((_e, c) => (c.settings.flex_gap = px(20)))), 'value-shape', 'elements[0].settings.flex_gap');
    expectIssue(check(mutated((_e, c) => (c.settings.flex_gap = { unit: 'px', column: '', row: '1', isLinked: false }))), 'value-shape', 'elements[0].settings.flex_gap');
  });
  it('colours', () => {
    expectIssue(check(mutated((_e, c) => (heading(c).settings.title_color = 'blue'))), 'value-shape', `${h}.title_color`);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.title_color = '#12345'))), 'value-shape', `${h}.title_color`);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.title_color = { r: 1 }))), 'value-shape', `${h}.title_color`);
  });
  it('media {url,id}', () => {
    expectIssue(check(mutated((_e, c) => (image(c).settings.image = 'https://x/a.jpg'))), 'value-shape', 'elements[0].elements[1].settings.image');
    expectIssue(check(mutated((_e, c) => (image(c).settings.image = { url: 'https://x/a.jpg' }))), 'value-shape', 'elements[0].elements[1].settings.image', /"id"/);
    expectIssue(check(mutated((_e, c) => (image(c).settings.image = { url: 'https://x/a.jpg', id: 'abc' }))), 'value-shape', 'elements[0].elements[1].settings.image');
  });
  it('url {url,is_external,nofollow}', () => {
    const b = 'elements[0].elements[0].elements[2].settings.link';
    expectIssue(check(mutated((_e, c) => (c.elements[0].elements[2].settings.link = 'https://x'))), 'value-shape', b);
    expectIssue(check(mutated((_e, c) => (c.elements[0].elements[2].settings.link = { url: 'https://x' }))), 'value-shape', b, /is_external/);
    expectIssue(check(mutated((_e, c) => (c.elements[0].elements[2].settings.link = { url: 'https://x', is_external: 'yes', nofollow: '' }))), 'value-shape', b);
  });
  it('select values among the options (aliases allowed)', () => {
    expectIssue(check(mutated((_e, c) => (heading(c).settings.header_size = 'h7'))), 'option', `${h}.header_size`);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.align = 'middle'))), 'option', `${h}.align`);
    expectIssue(check(mutated((_e, c) => (c.settings.flex_direction = 'horizontal'))), 'option', 'elements[0].settings.flex_direction');
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_font_weight = 'heavy'))), 'option', `${h}.typography_font_weight`);
  });
  it("switchers 'yes'/'' (or the control's return value)", () => {
    expectIssue(check(mutated((_e, c) => (image(c).settings.hide_mobile = 'yes'))), 'value-shape', 'elements[0].elements[1].settings.hide_mobile', /hidden-mobile/);
    expectIssue(check(mutated((_e, c) => (heading(c).settings.typography_typography = 'yes'))), 'value-shape', `${h}.typography_typography`);
    expectIssue(check(mutated((_e, c) => (c.elements[1].settings.open_lightbox = true))), 'value-shape', 'elements[0].elements[1].settings.open_lightbox');
  });
  it('box and text shadows', () => {
    expectIssue(check(mutated((_e, c) => (c.settings.box_shadow_box_shadow = '0 4px 12px #000'))), 'value-shape', 'elements[0].settings.box_shadow_box_shadow');
    expectIssue(check(mutated((_e, c) => (heading(c).settings.text_shadow_text_shadow = { horizontal: 0, vertical: '1px', blur: 2, color: '#000' }))), 'value-shape', `${h}.text_shadow_text_shadow`);
  });
  it('icons and repeaters', () => {
    const il = 'elements[0].elements[2].settings.icon_list';
    expectIssue(check(mutated((_e, c) => (c.elements[0].elements[2].settings.selected_icon = 'fas fa-star'))), 'value-shape', 'elements[0].elements[0].elements[2].settings.selected_icon');
    expectIssue(check(mutated((_e, c) => (c.elements[2].settings.icon_list = { text: 'x' }))), 'value-shape', il);
    expectIssue(check(mutated((_e, c) => delete c.elements[2].settings.icon_list[0]._id)), 'id', `${il}[0]._id`);
    expectIssue(check(mutated((_e, c) => (c.elements[2].settings.icon_list[1]._id = '1a1a1a1'))), 'id', `${il}[1]._id`, /duplicate/);
    expectIssue(check(mutated((_e, c) => (c.elements[2].settings.icon_list[1].label = 'x'))), 'unknown-key', `${il}[1].label`);
    expectIssue(check(mutated((_e, c) => (c.elements[2].settings.icon_list[1].link = '#'))), 'value-shape', `${il}[1].link`);
  });
  it('numbers and text', () => {
    expectIssue(check(mutated((_e, c) => (c.elements[0].settings._flex_grow = 'lots'))), 'value-shape', 'elements[0].elements[0].settings._flex_grow');
    expectIssue(check(mutated((_e, c) => (heading(c).settings.title = ['a']))), 'value-shape', `${h}.title`);
  });
});

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
