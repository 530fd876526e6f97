import type { Builder } from '@pagelift/contract';
import type { BuilderCapabilities, BuilderSerializer, DeliveryFile, SerializeResult } from '../types.ts';
import { toElementorEnvelope } from './index.ts';
import { elementorDeliveryFile } from './template-file.ts';

/** Only these devices are active on a default Elementor site (its other breakpoints are off). */
const DEVICES = ['desktop', 'tablet', 'mobile'] as const;

function capabilities(builder: Builder): BuilderCapabilities {
  return {
    // Colours, font family/weight, border style and shadows are stored once for all devices.
    responsive: { color: false, typography: false, border: false, shadow: false, background: false, position: false },
    gradients: true,
    // Custom CSS per element is an Elementor Pro feature.
    customCss: builder === 'elementor',
    classes: false,
    hover: true,
    grid: true,
    rasterPictures: true,
  };
}

/** Too big for the clipboard: Elementor's importable template file (template-file.ts), not the paste envelope. */
function toFile(result: SerializeResult, title: string): DeliveryFile {
  return elementorDeliveryFile(result.template as { elements?: unknown }, title);
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
