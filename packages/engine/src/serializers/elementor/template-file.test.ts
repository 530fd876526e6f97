import { describe, expect, it } from 'vitest';
import { serializerFor } from '../index.ts';
import { ELEMENTOR_DATA_VERSION, elementorTemplateFile } from './template-file.ts';

const envelope = {
  type: 'elementor',
  siteurl: 'https://a.test/wp-json/',
  elements: [{ id: 'a1', elType: 'container', isInner: false, settings: {}, elements: [{ id: 'b2', elType: 'widget', widgetType: 'heading', isInner: false, settings: { title: 'Hi' }, elements: [] }] }],
};

describe('the Elementor template file', () => {
  it('has the fields Elementor’s template import reads, with the envelope’s elements as content', () => {
    const file = elementorTemplateFile(envelope, '  Big catalogue, spring!  ');
    expect(file).toEqual({ version: ELEMENTOR_DATA_VERSION, title: 'Big catalogue, spring!', type: 'page', content: envelope.elements, page_settings: [] });
    expect(Object.keys(file)).not.toContain('siteurl');
    expect(elementorTemplateFile({}, ' ').title).toBe('PageLift export');
  });

  it('is what the Elementor serializer downloads for a big export, named after the page', () => {
    for (const builder of ['elementorFree', 'elementor'] as const) {
      const serializer = serializerFor(builder);
      const file = serializer.toFile!({ template: envelope, fontFace: '', counts: { nativeWidgets: 1, containers: 1, fallbacks: 0 } }, 'Big catalogue, spring!');
      expect(file.name).toBe('big-catalogue-spring.json');
      expect(file.mimeType).toBe('application/json');
      const parsed = JSON.parse(file.content);
      expect(parsed).toMatchObject({ version: '0.4', type: 'page', title: 'Big catalogue, spring!' });
      expect(parsed.content[0].elements[0].settings.title).toBe('Hi');
    }
  });
});
