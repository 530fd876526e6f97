import { describe, expect, it } from 'vitest';
import { ChromiumMissingError, launchChromium } from './index.ts';

describe('launchChromium', () => {
  it('renders a page in the system Chromium', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent('<p style="width:123px">hi</p>');
      expect(await page.locator('p').evaluate((p) => p.getBoundingClientRect().width)).toBe(123);
    } finally {
      await browser.close();
    }
  });
  it('says what to install when the binary is missing', async () => {
    await expect(launchChromium({ executablePath: '/nonexistent/chromium' })).rejects.toBeInstanceOf(ChromiumMissingError);
  });
});
