import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BrowserPool } from './pool.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());
const closed = (context: BrowserContext) => new Promise<void>((resolve) => context.once('close', () => resolve()));

describe('BrowserPool', () => {
  it('closes a released context while the job goes on, and keeps the slot until the job ends', async () => {
    const order: string[] = [];
    const first = pool.withContext(async (context, release) => {
      const gone = closed(context);
      release();
      await gone;
      order.push('closed while the job runs');
      await new Promise((r) => setTimeout(r, 50));
      order.push('first job done');
      return 1;
    });
    const second = pool.withContext(async () => {
      order.push('second job starts');
      return 2;
    });
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['closed while the job runs', 'first job done', 'second job starts']);
  });

  it('closes the context of a job that never releases it, even when the job throws', async () => {
    let gone: Promise<void> | undefined;
    await expect(
      pool.withContext(async (context) => {
        gone = closed(context);
        throw new Error('job failed');
      }),
    ).rejects.toThrow('job failed');
    await gone;
  });

  it('hands the answer back before the context has closed when asked, and frees the slot only once it has', async () => {
    const order: string[] = [];
    let gone: Promise<void> | undefined;
    const answer = await pool.withContext(
      async (context) => {
        gone = closed(context).then(() => void order.push('context closed'));
        return 'answer';
      },
      undefined,
      {},
      { returnBeforeClose: true, onClosed: () => void order.push('onClosed') },
    );
    order.push(answer);
    await pool.idle();
    await gone;
    expect(order).toEqual(['answer', 'context closed', 'onClosed']);
  });
});
