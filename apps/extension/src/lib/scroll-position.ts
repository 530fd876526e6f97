export interface ScrollPosition {
  x: number;
  y: number;
}

/**
 * Scrolls the tab to the top and says where it was. The user has just scrolled to the end (the
 * spec asks them to, so lazy content loads), but pages restyle on scroll (sticky headers turn
 * solid, "back to top" buttons appear): capturing from the top gives the state the editor and
 * the thumbnail show first, and the same state the capture CLI sees on a fresh load.
 */
export async function scrollToTop(tabId: number): Promise<ScrollPosition | null> {
  await bringToFront(tabId);
  const [injection] = await chrome.scripting.executeScript({
    target: { tabId },
    func: async () => {
      const saved = { x: window.scrollX, y: window.scrollY };
      window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
      // let scroll listeners and the compositor catch up before anything is read or photographed
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 150));
      return saved;
    },
  });
  return (injection?.result as ScrollPosition | undefined) ?? null;
}

/** Puts the user back where they were; a tab that went away meanwhile is not an error. */
export async function restoreScroll(tabId: number, position: ScrollPosition | null): Promise<void> {
  if (!position || (position.x === 0 && position.y === 0)) return;
  await chrome.scripting
    .executeScript({
      target: { tabId },
      func: (x: number, y: number) => window.scrollTo({ left: x, top: y, behavior: 'instant' }),
      args: [position.x, position.y],
    })
    .catch(() => undefined);
}

/**
 * A background tab does not render: no animation frames, no scroll events, no
 * IntersectionObserver callbacks, so lazy loaders would not fire during capture and
 * captureVisibleTab would not see it. From the real toolbar popup the tab is already in front;
 * a popup opened in a tab of its own (tests, keyboard users) needs this.
 */
export async function bringToFront(tabId: number): Promise<void> {
  const tab = await chrome.tabs.get(tabId);
  if (tab.active) return;
  await chrome.tabs.update(tabId, { active: true });
  await new Promise((resolve) => setTimeout(resolve, 300)); // let it paint once
}
