/**
 * The user's path into the engine: capture the live page (scripts run, then the capture
 * script serialises the DOM), host its assets the way the server does, export the snapshot.
 * The export browser runs no page script, so a page whose look needs JavaScript (accordions,
 * charts, menus) is only faithful through a capture, as it is for users.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { capturePage, openPage, replaceAssetUrls } from '@pagelift/capture';
import { serveDirectory, type StaticServer } from './static-server.ts';

const EXT: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg', 'image/avif': 'avif',
  'font/woff2': 'woff2', 'font/woff': 'woff', 'font/ttf': 'ttf', 'font/otf': 'otf', 'video/mp4': 'mp4', 'video/webm': 'webm',
};

/** The selector an export of section `i` uses in a captured snapshot. */
export const sectionMark = (i: number) => `[data-pl-section="${i}"]`;

export class CapturedSnapshots {
  private constructor(private readonly dir: string, private readonly server: StaticServer) {}

  /** Assets of every captured page are served from `dir` on loopback (the stand-in resource origin). */
  static async start(dir: string): Promise<CapturedSnapshots> {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return new CapturedSnapshots(dir, await serveDirectory(dir));
  }

  /**
   * Captures `pageUrl` at 1440 px; returns the snapshot HTML and the base URL its assets resolve against.
   * `sections[i]` is marked `data-pl-section="i"` first: capture drops scripts, which would shift the
   * `:nth-child` selectors the bench finds sections by, so exports select by the mark instead.
   */
  async capture(browser: Browser, pageUrl: string, key: string, sections: string[] = []): Promise<{ html: string; baseUrl: string }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await openPage(page, pageUrl, 60_000);
      await page.evaluate((selectors) => selectors.forEach((sel, i) => document.querySelector(sel)?.setAttribute('data-pl-section', String(i))), sections);
      const snapshot = await capturePage(page, {});
      const folder = join(this.dir, key);
      mkdirSync(folder, { recursive: true });
      const baseUrl = new URL(`${encodeURIComponent(key)}/`, this.server.url).href;
      const names = new Map<string, string>();
      snapshot.assets.forEach((asset, i) => {
        const name = `${i}.${EXT[asset.contentType.split(';')[0]] ?? 'bin'}`;
        writeFileSync(join(folder, name), asset.data);
        names.set(asset.url, new URL(name, baseUrl).href);
      });
      return { html: replaceAssetUrls(snapshot.html, names), baseUrl };
    } finally {
      await context.close();
    }
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
