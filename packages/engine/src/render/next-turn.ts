/**
 * Resolves on the event loop's next turn. Playwright's in-process connection hands each command to
 * its server side on a later turn (setImmediate), so a CDP command sent right before synchronous
 * work in Node (joining a width, building the IR) reaches Chromium only once that work is done:
 * Chromium would wait for Node instead of working beside it. Awaiting this after the send lets the
 * command go out first (an immediate queued after the send's runs after it).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
