import { pictureKey, type PictureRequest } from './rasterize-pictures.ts';

/** Draws a batch of pictures in the export's page (RenderedWidths.rasterize): one PNG data: URL or null per request, in order. */
export type Rasterize = (requests: PictureRequest[]) => Promise<Array<string | null>>;

/**
 * Each picture file at each size drawn once per export, whenever it is first asked for: the export
 * asks ahead for the pictures it guesses (ir/likely-pictures.ts), so the page draws them while
 * Node builds the IR, then for the ones the IR really shows, of which only those not guessed are
 * drawn then. A drawing depends on nothing but its request, so when it was asked for cannot
 * change the export.
 */
export class PictureDrawer {
  private readonly drawings = new Map<string, Promise<string | null>>();

  constructor(private readonly rasterize: Rasterize) {}

  /** Starts drawing the requests not asked for before, in one batch (one round trip). */
  draw(requests: PictureRequest[]): void {
    const fresh = new Map<string, PictureRequest>();
    for (const r of requests) if (!this.drawings.has(pictureKey(r))) fresh.set(pictureKey(r), r);
    if (!fresh.size) return;
    const batch = this.rasterize([...fresh.values()]);
    [...fresh.keys()].forEach((key, i) => this.drawings.set(key, batch.then((pngs) => pngs[i] ?? null)));
  }

  /** Each request as a PNG data: URL, in order (null where the page could not draw it). */
  pngs(requests: PictureRequest[]): Promise<Array<string | null>> {
    this.draw(requests);
    return Promise.all(requests.map((r) => this.drawings.get(pictureKey(r))!));
  }
}
