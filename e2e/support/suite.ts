import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startStack, type Stack } from './stack.ts';
import { makePng, openApp, type AppPage } from './browser.ts';

export interface AppSuite {
  /** Server, SMTP sink, identity provider and browser, one per test file. */
  readonly stack: Stack;
  /** A fresh app page per test; a console error fails the test. */
  readonly app: AppPage;
  /** The avatar image this file's users upload (a colour per file tells screenshots apart). */
  readonly avatarPng: Buffer;
}

/** Registers the lifecycle every e2e file shares and hands out its parts as they come up. */
export function useAppSuite(avatarColor: string, stackOptions: Parameters<typeof startStack>[0] = {}): AppSuite {
  let stack: Stack | undefined;
  let app: AppPage | undefined;
  let avatarPng: Buffer | undefined;

  beforeAll(async () => {
    stack = await startStack(stackOptions);
    avatarPng = await makePng(stack.browser, avatarColor);
  });
  afterAll(async () => stack?.close());
  beforeEach(async () => {
    app = await openApp(stack!.browser, stack!.baseUrl, avatarPng!);
  });
  afterEach(async () => {
    const { errors } = app!;
    await app!.close();
    expect(errors, 'console errors').toEqual([]);
  });

  return {
    get stack() { return stack!; },
    get app() { return app!; },
    get avatarPng() { return avatarPng!; },
  };
}
