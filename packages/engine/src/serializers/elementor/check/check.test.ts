import { describe, expect, it } from 'vitest';
import { checkElementorData, checkElementorElements, controlsFor } from './index.ts';
import { px, box, validEnvelope, check, mutated, heading, image, expectIssue } from './check-fixture.ts';

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
