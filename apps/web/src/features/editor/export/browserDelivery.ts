/** Writes text to the clipboard; failures are ignored (error catalogue) and reported as false. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts `text` on the clipboard under `mimeType` (and text/plain) from a `copy` event fired by
 * `execCommand('copy')`: the only way a page can write `application/json`, which is what the
 * Webflow Designer reads on paste (the async Clipboard API only carries text, HTML and PNG).
 * Must run synchronously inside the user's click. False when the browser refused.
 */
export function copyAsMimeType(text: string, mimeType = 'application/json'): boolean {
  let written = false;
  const onCopy = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData(mimeType, text);
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
    written = true;
  };
  document.addEventListener('copy', onCopy);
  try {
    return document.execCommand('copy') && written;
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', onCopy);
  }
}

/** Saves `text` as a JSON file download named `fileName`. */
export function downloadJson(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
