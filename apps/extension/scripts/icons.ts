import { crc32, deflateSync } from 'node:zlib';

/**
 * The toolbar icon, drawn in code so the repository holds no binary: a blue rounded square with a
 * white upward arrow ("lift"). Chrome wants PNGs at 16, 32, 48 and 128 px.
 */
export function iconPng(size: number): Buffer {
  const rgba = Buffer.alloc(size * size * 4);
  const radius = size * 0.22;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const cx = x + 0.5;
      const cy = y + 0.5;
      // rounded-square coverage
      const dx = Math.max(radius - cx, cx - (size - radius), 0);
      const dy = Math.max(radius - cy, cy - (size - radius), 0);
      const inside = Math.hypot(dx, dy) <= radius;
      if (!inside) continue;
      const u = cx / size;
      const v = cy / size;
      // arrow: triangle head (v 0.2..0.5) and stem (v 0.5..0.8)
      const head = v >= 0.2 && v <= 0.52 && Math.abs(u - 0.5) <= (v - 0.2) * 0.95;
      const stem = v > 0.5 && v <= 0.8 && Math.abs(u - 0.5) <= 0.11;
      const white = head || stem;
      rgba[i] = white ? 255 : 59;
      rgba[i + 1] = white ? 255 : 91;
      rgba[i + 2] = white ? 255 : 219;
      rgba[i + 3] = 255;
    }
  }
  return encodePng(size, size, rgba);
}

function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}
