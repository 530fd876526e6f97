// System UI font stacks (F24): kept as "system-ui" (never left empty), with a report note.
import { afterAll, describe, expect, it } from 'vitest';
import { exportedWidgets, type ExportedElement } from '../test-support.ts';
import { closeEnginePool, exportSnapshot } from '../index.ts';
import { SYSTEM_UI_NOTE } from './build.ts';

type El = ExportedElement;
const widgets = exportedWidgets;

afterAll(async () => {
  await closeEnginePool();
});

describe('system font stacks (F24)', () => {
  it('writes a system UI stack as the family system-ui and says what Elementor makes of it', async () => {
    const html = `<body style="margin:0"><h1 style="font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">Title</h1>
      <p style="font-family: Georgia, serif">Body</p></body>`;
    const r = await exportSnapshot(html, { exportType: 'entirePage', builder: 'elementorFree' });
    const all = widgets((r.template as { elements: El[] }).elements);
    const title = all.find((w) => w.widgetType === 'heading')!;
    // explicit, so the kit's global font (Roboto) does not apply
    expect(title.settings).toMatchObject({ typography_typography: 'custom', typography_font_family: 'system-ui' });
    expect(all.find((w) => w.widgetType === 'text-editor')!.settings.typography_font_family).toBe('Georgia');
    const notes = r.report.notes.filter((n) => n.feature === 'system font stack');
    expect(notes).toEqual([expect.objectContaining({ action: 'approximated', count: 1, detail: SYSTEM_UI_NOTE })]);
  });

  it('adds no note for pages without a system stack', async () => {
    const r = await exportSnapshot('<body><p style="font-family: Georgia, serif">Body</p></body>', { exportType: 'entirePage', builder: 'elementorFree' });
    expect(r.report.notes.some((n) => n.feature === 'system font stack')).toBe(false);
  });
});
