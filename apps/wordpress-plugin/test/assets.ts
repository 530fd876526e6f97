import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHP, WORDPRESS_DIR } from './environment.ts';
import type { StandInServer } from './standin-server.ts';

export const ASSETS = '/v1/resources/assets';

/** An 8x8 image in a format PHP's GD writes (gif, webp, avif). */
export function gdImage(format: 'gif' | 'webp' | 'avif'): Buffer {
  const r = spawnSync(PHP, ['-r', `$i = imagecreatetruecolor(8, 8); imagefilledrectangle($i, 0, 0, 7, 7, imagecolorallocate($i, 200, 40, 40)); image${format}($i);`]);
  if (r.status !== 0 || !r.stdout.length) throw new Error(`GD could not write ${format}: ${r.stderr}`);
  return r.stdout as Buffer;
}

/** Real files for the stand-in server, taken from the WordPress install or drawn with PHP's GD. */
export function assetFiles() {
  const jpeg = spawnSync(PHP, ['-r', '$i = imagecreatetruecolor(64, 48); imagefilledrectangle($i, 0, 0, 63, 47, imagecolorallocate($i, 30, 90, 160)); imagejpeg($i, null, 80);']);
  if (jpeg.status !== 0) throw new Error(`GD could not draw the JPEG: ${jpeg.stderr}`);
  return {
    png: readFileSync(join(WORDPRESS_DIR, 'wp-admin/images/w-logo-blue.png')),
    jpeg: jpeg.stdout as Buffer,
    woff2: readFileSync(join(WORDPRESS_DIR, 'wp-content/themes/twentytwentythree/assets/fonts/ibm-plex-mono/IBMPlexMono-Regular.woff2')),
    // An icon with the things sanitising must take out.
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><a href="javascript:alert(2)"><path d="M0 0h10v10z" fill="#c00"/></a><path d="M1 1h8v8z" fill="#fff"/></svg>'),
  };
}

/** Serves the files of a PageLift export (same names as the engine fixture) on a stand-in. */
export function serveExportAssets(server: StandInServer, files = assetFiles()): void {
  server.set(`${ASSETS}/logo.png`, { body: files.png, contentType: 'image/png' });
  server.set(`${ASSETS}/bg.jpg`, { body: files.jpeg, contentType: 'image/jpeg' });
  server.set(`${ASSETS}/icon.svg`, { body: files.svg, contentType: 'image/svg+xml' });
  server.set(`${ASSETS}/plex.woff2`, { body: files.woff2, contentType: 'font/woff2' });
}
