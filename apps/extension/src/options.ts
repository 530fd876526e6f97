import { clearSession, loadSession } from './lib/session.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from './lib/settings.ts';

const apiBase = document.getElementById('api-base') as HTMLInputElement;
const webAppUrl = document.getElementById('web-app-url') as HTMLInputElement;
const message = document.getElementById('message') as HTMLDivElement;

function fill(settings: Settings): void {
  apiBase.value = settings.apiBase;
  webAppUrl.value = settings.webAppUrl;
}

function say(text: string, kind: 'info' | 'error'): void {
  message.textContent = text;
  message.className = kind === 'info' ? 'info' : '';
  message.hidden = false;
}

async function save(next: Partial<Settings>): Promise<void> {
  try {
    const before = await loadSettings();
    const saved = await saveSettings(next);
    fill(saved);
    // A token belongs to the API that issued it: moving to another API signs out.
    const session = await loadSession();
    if (session && saved.apiBase !== before.apiBase) await clearSession();
    say('Saved.', 'info');
  } catch (error) {
    say(`Not saved: ${error instanceof Error ? error.message : String(error)}`, 'error');
  }
}

document.getElementById('settings-form')!.addEventListener('submit', (event) => {
  event.preventDefault();
  void save({ apiBase: apiBase.value, webAppUrl: webAppUrl.value });
});
document.getElementById('reset')!.addEventListener('click', () => void save(DEFAULT_SETTINGS));
void loadSettings().then(fill);
