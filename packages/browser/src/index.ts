import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * Flags for Debian's Chromium on a machine with no network but loopback: without the
 * background-networking ones Chromium keeps dialling Google's hosts and gets refused.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
] as const;

/** `CHROMIUM_PATH` wins; otherwise Debian's package location. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export class ChromiumMissingError extends Error {
  constructor(path: string) {
    super(`Chromium not found at ${path}: install Debian's chromium package or set CHROMIUM_PATH`);
    this.name = 'ChromiumMissingError';
  }
}

export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const executablePath = options.executablePath ?? chromiumPath();
  if (!existsSync(executablePath)) throw new ChromiumMissingError(executablePath);
  return chromium.launch({
    ...options,
    executablePath,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
