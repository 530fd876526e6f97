// "Upload images to assets" end to end: POST /v1/export/ for Webflow with the upload on sends
// every image of the export to a local stand-in of the Webflow Data API (token, MD5 and the
// presigned form's field order checked there), points the nodes at the returned assets, never
// uploads the same bytes twice to a site, and on every failure still answers with PageLift's
// URLs and a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportSettingsInput } from '@pagelift/contract';
import type { Engine, ExportResult } from '../export/engine.ts';
import { backends } from '../test/database.ts';
import { PNG_1PX, pageForm, startHarness, type Harness, type TestUser } from '../test/harness.ts';
import { STANDIN_SITE, STANDIN_TOKEN, startWebflowStandIn, type WebflowStandIn } from '../test/webflow-standin.ts';

class InputError extends Error {}
const uuid = (n: number) => `00000000-0000-4000-a000-${n.toString(16).padStart(12, '0')}`;

/**
 * Stands in for the engine (its own suites cover the serializer): one Image node per `<img>` of
 * the snapshot it receives (whose URLs the server has already pointed at its resources), and a
 * class whose background is the first image.
 */
const xscpEngine = async (): Promise<Engine> => ({
  ExportInputError: InputError,
  async exportSnapshot(html: string, _settings: ExportSettingsInput) {
    const srcs = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    const images = srcs.map((src, i) => ({ _id: uuid(i + 2), type: 'Image', tag: 'img', classes: [], children: [], data: { attr: { id: '', src, alt: '', loading: 'lazy', width: 'auto', height: 'auto' }, xattr: [], search: { exclude: false } } }));
    return {
      template: {
        type: '@webflow/XscpData',
        payload: {
          nodes: [{ _id: uuid(1), type: 'Block', tag: 'div', classes: [uuid(100)], children: images.map((i) => i._id), data: { tag: 'div', xattr: [], search: { exclude: false } } }, ...images],
          styles: [{ _id: uuid(100), type: 'class', name: 'hero', comb: '', styleLess: `background-image: url("${srcs[0]}"); padding-top: 4px;`, variants: { small: { styleLess: `background-image: url("${srcs[0]}");` } } }],
          assets: [], ix1: [], ix2: { interactions: [], events: [], actionLists: [] },
        },
        meta: { droppedLinks: 0 },
      },
      fontFace: '',
      report: {} as ExportResult['report'],
    };
  },
});

const PNG_2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mNk+M9Qz8DAwMAAAA8AAf/vC4cAAAAASUVORK5CYII=', 'base64');
const SNAPSHOT = '<!doctype html><html><body><div><img src="https://wf.example/a.png" alt="a"><img src="https://wf.example/b.png" alt="b"><img src="https://elsewhere.example/c.png"></div></body></html>';

describe.each(backends())('Webflow: upload images to assets (%s)', (backend) => {
  let h: Harness;
  let wf: WebflowStandIn;
  let u: TestUser;
  let projectId: string;
  let pageId: string;
  const exportWebflow = (extra: Record<string, unknown> = {}) =>
    h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder: 'webflow', webflowUploadAssets: true, ...extra } });

  beforeAll(async () => {
    wf = await startWebflowStandIn();
    h = await startHarness(backend, { webflowApiUrl: wf.url, webflowTimeoutMs: 500 }, { loadEngine: xscpEngine });
    u = await h.createUser('wf');
    projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'W', url: 'wf.example' } })).body.data.project._id;
    const page = await h.call('POST', '/v1/pages', {
      token: u.token,
      form: pageForm({ projectId, sourceUrl: 'https://wf.example/', html: SNAPSHOT, assets: [{ url: 'https://wf.example/a.png', bytes: PNG_1PX }, { url: 'https://wf.example/b.png', bytes: PNG_2 }] }),
    });
    pageId = page.body.data.page._id;
  });
  afterAll(async () => {
    await h?.close();
    await wf?.close();
  });

  it('tells the user a token is needed, and keeps PageLift URLs', async () => {
    const res = await exportWebflow();
    expect(res.status).toBe(200);
    expect(res.body.webflowAssets.message).toMatch(/needs a Webflow API token/);
    expect(res.body.webflowAssets.notUploaded).toHaveLength(3);
    expect(res.body.template.payload.nodes[1].data.attr.src).toContain('/v1/resources/assets/');
    expect(wf.creates).toBe(0);
  });

  it('says so when Webflow rejects the token', async () => {
    const res = await exportWebflow({ webflowAPIToken: 'wrong-token' });
    expect(res.status).toBe(200);
    expect(res.body.webflowAssets).toMatchObject({ uploaded: 0, message: expect.stringMatching(/rejected the API token/) });
    expect(res.body.template.payload.assets).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('wrong-token');
  });

  it('uploads every stored image with its MD5 and the form fields in order, and points the nodes at the assets', async () => {
    // The token is saved to the project (sealed) and used when the request has none.
    expect((await h.call('PUT', '/v1/webflow/', { token: u.token, body: { projectId, webflowAPIToken: STANDIN_TOKEN } })).status).toBe(200);
    const project = await h.call('GET', `/v1/projects/${projectId}`, { token: u.token });
    expect(JSON.stringify(project.body)).not.toContain(STANDIN_TOKEN);
    const res = await exportWebflow();
    expect(res.status).toBe(200);
    expect(wf.violations).toEqual([]);
    expect(wf.uploads).toHaveLength(2);
    const { nodes, styles, assets } = res.body.template.payload;
    expect(res.body.webflowAssets).toMatchObject({ uploaded: 2, reused: 0 });
    // The image that is not a PageLift resource stays where it was, and is listed.
    expect(res.body.webflowAssets.notUploaded).toEqual([{ url: 'https://elsewhere.example/c.png', reason: 'not an image stored by PageLift' }]);
    expect(res.body.webflowAssets.message).toMatch(/1 of 3 images were not uploaded/);
    expect(nodes[1].data.img.id).toBe(assets[0]._id);
    expect(nodes[1].data.attr.src).toMatch(new RegExp(`^https://cdn\\.example/${STANDIN_SITE}/`));
    expect(nodes[3].data.attr.src).toBe('https://elsewhere.example/c.png');
    expect(styles[0].styleLess).toBe(`background-image: @img_${assets[0]._id}; padding-top: 4px;`);
    expect(styles[0].variants.small.styleLess).toBe(`background-image: @img_${assets[0]._id};`);
    expect(assets).toHaveLength(2);
    expect(assets[0]).toMatchObject({ siteId: STANDIN_SITE, mimeType: 'image/png', fileHash: expect.stringMatching(/^[a-f0-9]{32}$/) });
    expect(JSON.stringify(res.body)).not.toContain(STANDIN_TOKEN);
  });

  it('does not upload an image already uploaded to that site', async () => {
    const before = wf.creates;
    const res = await exportWebflow();
    expect(res.body.webflowAssets).toMatchObject({ uploaded: 0, reused: 2 });
    expect(wf.creates).toBe(before);
    expect(res.body.template.payload.assets).toHaveLength(2);
  });

  describe('failures leave the export answering with PageLift URLs', () => {
    // A fresh page whose images were never uploaded.
    let freshPage: string;
    beforeAll(async () => {
      const page = await h.call('POST', '/v1/pages', {
        token: u.token,
        form: pageForm({ projectId, sourceUrl: 'https://wf.example/2', html: SNAPSHOT.replace('a.png', 'd.png'), assets: [{ url: 'https://wf.example/d.png', bytes: Buffer.concat([PNG_1PX, Buffer.from('x')]) }] }),
      });
      freshPage = page.body.data.page._id;
    });
    const run = async (mode: WebflowStandIn['mode']) => {
      wf.mode = mode;
      try {
        return await h.call('POST', '/v1/export/', { token: u.token, body: { pageId: freshPage, exportType: 'entirePage', builder: 'webflow', webflowUploadAssets: true } });
      } finally {
        wf.mode = 'ok';
      }
    };

    it('no permission on the site', async () => {
      const res = await run('forbidden');
      expect(res.status).toBe(200);
      expect(res.body.webflowAssets.message).toMatch(/no permission.*assets:write/);
      expect(res.body.template.payload.nodes[1].data.attr.src).toContain('/v1/resources/assets/');
    });

    it('a failed upload', async () => {
      const res = await run('upload-fails');
      expect(res.status).toBe(200);
      expect(res.body.webflowAssets.notUploaded.find((n: { url: string }) => n.url.includes('/v1/resources/')).reason).toMatch(/upload to Webflow's storage failed \(HTTP 500\)/);
    });

    it('a timeout', async () => {
      const res = await run('slow');
      expect(res.status).toBe(200);
      expect(res.body.webflowAssets.message).toMatch(/did not answer in time/);
      expect(res.body.webflowAssets.uploaded).toBe(0);
    });
  });
});
