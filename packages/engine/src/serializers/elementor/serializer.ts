import type { Builder } from '@pagelift/contract';
import type { BuilderCapabilities, BuilderSerializer, SerializeResult } from '../types.ts';
import { toElementorEnvelope } from './index.ts';

/** Only these devices are active on a default Elementor site (its other breakpoints are off). */
const DEVICES = ['desktop', 'tablet', 'mobile'] as const;

function capabilities(builder: Builder): BuilderCapabilities {
  return {
    // Colours, font family/weight, border style and shadows are stored once for all devices.
    responsive: { color: false, typography: false, border: false, shadow: false, background: false },
    gradients: true,
    // Custom CSS per element is an Elementor Pro feature.
    customCss: builder === 'elementor',
    classes: false,
    hover: true,
    grid: true,
  };
}

/** The "Paste from other site" envelope as it is today; the importable template file is issue 17's. */
function toFile(result: SerializeResult, title: string) {
  return { name: `${title}.json`, mimeType: 'application/json', content: JSON.stringify(result.template) };
}

/** Elementor Free and Pro: the clipboard envelope `{type:'elementor', siteurl, elements}`. */
export const elementorSerializer: BuilderSerializer = {
  builders: ['elementorFree', 'elementor'],
  devices: () => DEVICES,
  capabilities,
  serialize(doc, { settings, fontFaceCss, onNote }) {
    const { envelope, counts } = toElementorEnvelope(doc, {
      customCss: capabilities(settings.builder as Builder).customCss,
      responsive: settings.responsive,
      targetDomain: settings.targetDomain,
      embedFontFace: settings.copyFontface === 'export' && fontFaceCss ? fontFaceCss : undefined,
      onNote,
    });
    return { template: envelope, fontFace: settings.copyFontface === 'copy' ? fontFaceCss : '', counts };
  },
  toFile,
};
