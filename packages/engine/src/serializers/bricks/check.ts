/**
 * Structural check of a Bricks clipboard payload against ../shared/formats/bricks.md: envelope,
 * flat tree links, ids, element names, settings keys with breakpoint/state suffixes and the
 * documented value shapes. Used by the tests and the fidelity bench.
 */
export interface BricksIssue { path: string; message: string }

export const BRICKS_ELEMENTS = new Set(['section', 'container', 'block', 'div', 'heading', 'text-basic', 'text', 'image', 'button', 'icon', 'list', 'video', 'code']);

const CONTENT_KEYS: Record<string, string[]> = {
  section: ['tag', 'link'], container: ['tag', 'link', 'customTag'], block: ['tag', 'link', 'customTag'], div: ['tag', 'link', 'customTag'],
  heading: ['text', 'tag', 'link'], 'text-basic': ['text', 'tag', 'link'], text: ['text'], image: ['image', 'altText', 'loading', 'tag', 'link', 'url'],
  button: ['text', 'tag', 'link', 'style', 'size', 'icon', 'iconPosition'], icon: ['icon', 'link'], list: ['items'],
  video: ['videoType', 'youTubeId', 'vimeoId', 'fileUrl'], code: ['code', 'executeCode'],
};
const STYLE_KEYS = new Set([
  '_padding', '_margin', '_width', '_widthMin', '_widthMax', '_height', '_heightMin', '_heightMax', '_typography', '_background', '_gradient',
  '_border', '_boxShadow', '_display', '_direction', '_flexDirection', '_justifyContent', '_alignItems', '_alignSelf', '_flexWrap', '_flexGrow',
  '_flexShrink', '_flexBasis', '_order', '_columnGap', '_rowGap', '_gridGap', '_gap', '_gridTemplateColumns', '_gridTemplateRows', '_gridAutoFlow',
  '_position', '_top', '_right', '_bottom', '_left', '_zIndex', '_overflow', '_opacity', '_objectFit', '_cssCustom', '_cssClasses',
  '_cssGlobalClasses', '_cssId', '_attributes',
]);
const LAYOUT_ONLY = new Set(['_direction', '_columnGap', '_rowGap', '_gridGap']);
const SUFFIX = /^(_[A-Za-z]+)(:(tablet_portrait|mobile_landscape|mobile_portrait))?(:hover)?$/;
const SIDES = ['top', 'right', 'bottom', 'left'];
const TYPOGRAPHY_KEYS = new Set(['font-size', 'font-weight', 'line-height', 'letter-spacing', 'font-family', 'text-align', 'text-transform', 'text-decoration', 'font-style', 'color']);
/** One CSS value: no declaration or rule separators. */
const CSS_VALUE = /^[^;{}]+$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkColor(v: unknown, path: string, out: BricksIssue[]): void {
  if (!isObject(v) || !['hex', 'rgb', 'raw', 'hsl'].some((k) => typeof v[k] === 'string')) out.push({ path, message: 'colour must be {hex|rgb|raw|hsl}' });
  else if (typeof v.hex === 'string' && !/^#[0-9a-f]{6}$/i.test(v.hex)) out.push({ path, message: `bad hex ${v.hex}` });
}

function checkSides(v: unknown, path: string, out: BricksIssue[]): void {
  if (!isObject(v) || !Object.keys(v).length) return void out.push({ path, message: 'must be a non-empty {top,right,bottom,left} object' });
  for (const [k, s] of Object.entries(v)) {
    if (!SIDES.includes(k)) out.push({ path: `${path}.${k}`, message: 'unknown side' });
    else if (typeof s !== 'string' || !CSS_VALUE.test(s)) out.push({ path: `${path}.${k}`, message: `not a CSS length: ${JSON.stringify(s)}` });
  }
}

function checkStyle(key: string, value: unknown, path: string, out: BricksIssue[], ids: Set<string>): void {
  switch (key) {
    case '_padding':
    case '_margin':
      return checkSides(value, path, out);
    case '_typography':
      if (!isObject(value)) return void out.push({ path, message: 'must be an object' });
      for (const [k, v] of Object.entries(value)) {
        if (!TYPOGRAPHY_KEYS.has(k)) out.push({ path: `${path}.${k}`, message: 'unknown typography key' });
        else if (k === 'color') checkColor(v, `${path}.color`, out);
        else if (typeof v !== 'string' || !v) out.push({ path: `${path}.${k}`, message: 'must be a CSS string' });
      }
      return;
    case '_background':
      if (!isObject(value)) return void out.push({ path, message: 'must be an object' });
      for (const [k, v] of Object.entries(value)) {
        if (k === 'color') checkColor(v, `${path}.color`, out);
        else if (k === 'image') {
          if (!isObject(v) || typeof v.url !== 'string') out.push({ path: `${path}.image`, message: 'image needs a url' });
        } else if (!['size', 'position', 'repeat', 'attachment'].includes(k) || typeof v !== 'string') out.push({ path: `${path}.${k}`, message: 'unknown background key or not a string' });
      }
      return;
    case '_border':
      if (!isObject(value)) return void out.push({ path, message: 'must be an object' });
      for (const [k, v] of Object.entries(value)) {
        if (k === 'width' || k === 'radius') checkSides(v, `${path}.${k}`, out);
        else if (k === 'color') checkColor(v, `${path}.color`, out);
        else if (k !== 'style' || typeof v !== 'string') out.push({ path: `${path}.${k}`, message: 'unknown border key' });
      }
      return;
    case '_boxShadow':
      if (!isObject(value) || !isObject(value.values) || !['offsetX', 'offsetY', 'blur', 'spread'].every((k) => typeof (value.values as Record<string, unknown>)[k] === 'number')) out.push({ path, message: 'needs values {offsetX, offsetY, blur, spread}' });
      else {
        checkColor(value.color, `${path}.color`, out);
        if ('inset' in value && value.inset !== true) out.push({ path, message: 'inset only when true' });
      }
      return;
    case '_cssCustom':
      if (typeof value !== 'string' || !value.includes('%root%') && !value.includes('@font-face')) out.push({ path, message: 'custom CSS must use %root%' });
      return;
    case '_cssGlobalClasses':
      if (!Array.isArray(value) || value.some((id) => !ids.has(id))) out.push({ path, message: 'references a global class that is not shipped' });
      return;
    case '_attributes':
      if (!Array.isArray(value)) out.push({ path, message: 'must be an array' });
      return;
    default:
      if (typeof value !== 'string' || !value) out.push({ path, message: `must be a non-empty string, got ${JSON.stringify(value)}` });
  }
}

export function checkSettings(name: string, settings: Record<string, unknown>, path: string, out: BricksIssue[], classIds: Set<string>): void {
  const layout = ['section', 'container', 'block', 'div'].includes(name);
  for (const [key, value] of Object.entries(settings)) {
    const p = `${path}.${key}`;
    if (!key.startsWith('_')) {
      if (!(CONTENT_KEYS[name] ?? []).includes(key)) out.push({ path: p, message: `unknown setting for ${name}` });
      continue;
    }
    const m = SUFFIX.exec(key);
    if (!m || !STYLE_KEYS.has(m[1])) {
      out.push({ path: p, message: 'unknown style key or breakpoint suffix' });
      continue;
    }
    if (LAYOUT_ONLY.has(m[1]) && !layout) out.push({ path: p, message: `${m[1]} is for layout elements` });
    if (m[1] === '_flexDirection' && layout) out.push({ path: p, message: 'layout elements use _direction' });
    checkStyle(m[1], value, p, out, classIds);
  }
}

export function checkBricksClipboard(data: unknown): BricksIssue[] {
  const out: BricksIssue[] = [];
  if (!isObject(data)) return [{ path: '', message: 'not an object' }];
  if (data.source !== 'bricksCopiedElements') out.push({ path: 'source', message: 'must be bricksCopiedElements' });
  if (data.version !== '1.9.2') out.push({ path: 'version', message: 'must be 1.9.2' });
  if (!Array.isArray(data.globalElements) || data.globalElements.length) out.push({ path: 'globalElements', message: 'must be empty' });
  const classes = Array.isArray(data.globalClasses) ? (data.globalClasses as Array<Record<string, unknown>>) : [];
  if (!Array.isArray(data.globalClasses)) out.push({ path: 'globalClasses', message: 'must be an array' });
  const classIds = new Set(classes.map((c) => c.id as string));
  const content = Array.isArray(data.content) ? (data.content as Array<Record<string, unknown>>) : [];
  if (!content.length) return [...out, { path: 'content', message: 'must be a non-empty array' }];
  const byId = new Map<string, Record<string, unknown>>();
  content.forEach((e, i) => {
    const id = e.id as string;
    if (typeof id !== 'string' || !/^[a-z0-9]{6}$/.test(id)) out.push({ path: `content[${i}].id`, message: 'must be 6 characters [a-z0-9]' });
    if (byId.has(id)) out.push({ path: `content[${i}].id`, message: 'duplicate id' });
    byId.set(id, e);
    if (!BRICKS_ELEMENTS.has(e.name as string)) out.push({ path: `content[${i}].name`, message: `unknown element ${e.name}` });
    if (!isObject(e.settings)) out.push({ path: `content[${i}].settings`, message: 'must be an object' });
    else checkSettings(e.name as string, e.settings, `content[${i}].settings`, out, classIds);
  });
  classes.forEach((c, i) => {
    if (typeof c.id !== 'string' || typeof c.name !== 'string' || !isObject(c.settings)) return void out.push({ path: `globalClasses[${i}]`, message: 'needs id, name, settings' });
    // A class's settings are read for the element that uses it (layout keys differ).
    const user = content.find((e) => isObject(e.settings) && Array.isArray(e.settings._cssGlobalClasses) && e.settings._cssGlobalClasses.includes(c.id));
    if (!user) out.push({ path: `globalClasses[${i}]`, message: 'shipped but used by no element' });
    checkSettings((user?.name as string) ?? 'div', c.settings, `globalClasses[${i}].settings`, out, classIds);
  });
  if (content[0].parent !== 0) out.push({ path: 'content[0].parent', message: 'the paste root must have parent 0' });
  const seen = new Set<string>();
  content.forEach((e, i) => {
    if (i > 0) {
      const parent = byId.get(e.parent as string);
      if (!parent) out.push({ path: `content[${i}].parent`, message: 'parent is not in content' });
      else {
        if (!(parent.children as string[]).includes(e.id as string)) out.push({ path: `content[${i}].parent`, message: 'parent does not list it as a child' });
        if (!seen.has(parent.id as string)) out.push({ path: `content[${i}]`, message: 'listed before its parent' });
      }
    }
    for (const c of (e.children as string[]) ?? []) if (byId.get(c)?.parent !== e.id) out.push({ path: `content[${i}].children`, message: `child ${c} does not point back` });
    seen.add(e.id as string);
  });
  // Paste remaps ids by string replace over each element's JSON: no id may occur in any text.
  const texts = JSON.stringify([content.map((e) => [e.name, e.settings, e.label ?? '']), classes]);
  for (const id of byId.keys()) if (texts.includes(id)) out.push({ path: `id ${id}`, message: 'occurs inside a text or setting' });
  return out;
}
