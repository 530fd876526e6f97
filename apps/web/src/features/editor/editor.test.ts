import { describe, expect, it } from 'vitest';
import { isSeparateOrigin, snapshotFrameUrl, snapshotOrigin } from './frameUrl.ts';
import { parseFrameMessage } from './pickerMessages.ts';
import { framePointToPage, popupOrigin } from './popupPlacement.ts';
import { builderOptions, assetsUploadUrl, comingSoonLine } from './export/builderOptions.ts';
import { slugify } from '@pagelift/contract';

describe('frame address', () => {
  it('is the snapshot host path with the version, 1 when absent', () => {
    expect(snapshotFrameUrl('http://127.0.0.1:8081/', { html: 'abcDEF12_-', htmlVersion: 3 })).toBe('http://127.0.0.1:8081/v1/html/abcDEF12_-?v=3');
    expect(snapshotFrameUrl('https://html.example', { html: 'abcdefgh' })).toBe('https://html.example/v1/html/abcdefgh?v=1');
  });
  it('is only used on another origin than the app', () => {
    expect(snapshotOrigin('http://127.0.0.1:8081/x')).toBe('http://127.0.0.1:8081');
    expect(snapshotOrigin('/v1/html')).toBeNull();
    expect(snapshotOrigin('javascript:alert(1)')).toBeNull();
    expect(isSeparateOrigin('http://127.0.0.1:8081', 'http://127.0.0.1:8080')).toBe(true);
    expect(isSeparateOrigin('http://127.0.0.1:8080', 'http://127.0.0.1:8080')).toBe(false);
    expect(isSeparateOrigin(null, 'http://127.0.0.1:8080')).toBe(false);
  });
});

describe('picker messages', () => {
  it('accepts the protocol and drops anything else', () => {
    expect(parseFrameMessage({ type: 'pagelift:ready' })).toEqual({ type: 'pagelift:ready' });
    expect(parseFrameMessage({ type: 'pagelift:click', x: 10, y: 20, selectors: ['#a', '#a', 3, ''], parentSelectors: ['main'] })).toEqual({ type: 'pagelift:click', x: 10, y: 20, selectors: ['#a'], parentSelectors: ['main'] });
    expect(parseFrameMessage({ type: 'pagelift:click', x: 'no', y: 20, selectors: [] })).toBeNull();
    expect(parseFrameMessage({ type: 'pagelift:match-result', id: '1', count: 2, valid: true })).toEqual({ type: 'pagelift:match-result', id: '1', count: 2, valid: true });
    expect(parseFrameMessage({ type: 'pagelift:match-result', id: 1, count: 2, valid: true })).toBeNull();
    for (const junk of [null, 'pagelift:ready', 42, { type: 'other' }, []]) expect(parseFrameMessage(junk)).toBeNull();
  });
});

describe('selector popup placement', () => {
  it('moves a frame click into page coordinates, inside the frame box', () => {
    expect(framePointToPage({ x: 100, y: 50 }, { left: 20, top: 60, width: 800, height: 600 })).toEqual({ x: 120, y: 110 });
    expect(framePointToPage({ x: 100, y: 50 }, { left: 20, top: 60, width: 800, height: 600 }, { left: 1, top: 1 })).toEqual({ x: 121, y: 111 });
    expect(framePointToPage({ x: 5000, y: -9 }, { left: 20, top: 60, width: 800, height: 600 })).toEqual({ x: 820, y: 60 });
  });
  it('opens below right of the point and flips near the right and bottom edges', () => {
    const vp = { width: 1000, height: 800 };
    expect(popupOrigin({ x: 100, y: 100 }, vp)).toEqual({ vertical: 'top', horizontal: 'left' });
    expect(popupOrigin({ x: 900, y: 700 }, vp)).toEqual({ vertical: 'bottom', horizontal: 'right' });
    // On a phone nothing fits to either side: it opens right and the popover keeps it on screen.
    expect(popupOrigin({ x: 200, y: 100 }, { width: 390, height: 844 })).toEqual({ vertical: 'top', horizontal: 'left' });
  });
});

describe('builder options', () => {
  it('labels paid builders Paid on the free licence, Elementor with its requirement otherwise, and marks what is not ready', () => {
    const free = builderOptions(true, ['elementorFree', 'elementor']);
    expect(free.map((o) => [o.id, o.note, o.available])).toEqual([
      ['elementorFree', '3.10 or higher + Flex Container', true],
      ['elementor', 'Paid', true],
      ['gutenberg', 'coming soon', false],
      ['webflow', 'coming soon', false],
      ['bricks', 'Paid · coming soon', false],
      ['breakdance', 'Paid · coming soon', false],
    ]);
    expect(builderOptions(false, ['elementorFree', 'elementor']).find((o) => o.id === 'elementor')?.note).toBe('3.10 or higher + Flex Container');
    // What the server's engine serves decides what can be chosen, not a list in the web app.
    expect(builderOptions(true, ['elementorFree', 'elementor', 'bricks']).find((o) => o.id === 'bricks')).toMatchObject({ note: 'Paid', available: true });
    expect(comingSoonLine(['elementorFree', 'elementor'])).toBe('Gutenberg, Webflow, Bricks and Breakdance are coming soon: today PageLift exports to Elementor and Elementor Pro.');
    expect(comingSoonLine(['elementorFree', 'elementor', 'gutenberg', 'webflow', 'bricks'])).toBe('Breakdance is coming soon: today PageLift exports to Elementor, Elementor Pro, Gutenberg, Webflow and Bricks.');
    expect(comingSoonLine(['elementorFree', 'elementor', 'gutenberg', 'webflow', 'bricks', 'breakdance'])).toBe('');
    const links = { documentsUrl: 'https://docs.example/d', pluginUrl: 'https://app.example/v1/plugin/pagelift.zip' };
    // The WordPress plugin self-hosts Elementor and Gutenberg pages; the other builders get their guide.
    expect(assetsUploadUrl(links, 'elementor')).toBe(links.pluginUrl);
    expect(assetsUploadUrl(links, 'elementorFree')).toBe(links.pluginUrl);
    expect(assetsUploadUrl(links, 'gutenberg')).toBe(links.pluginUrl);
    expect(assetsUploadUrl(links, 'webflow')).toBe('https://docs.example/d/upload-assets/webflow/');
    expect(assetsUploadUrl(links, 'bricks')).toBe('https://docs.example/d/upload-assets/bricks/');
  });
});

describe('slug', () => {
  it('makes file names', () => {
    expect(slugify('  Héllo, World — 2024! ')).toBe('hello-world-2024');
    expect(slugify('???')).toBe('export');
    expect(slugify('a'.repeat(100)).length).toBe(80);
  });
});
