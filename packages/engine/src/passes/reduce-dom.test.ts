import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode, IRText, StyleMap } from '../ir/types.ts';
import { keyword, percent, px } from '../ir/values.ts';
import { countNodes, plainSpans, reduceDom, withoutBoxLinks } from './reduce-dom.ts';

const BPS = ['desktop', 'tablet', 'mobile'];
const box = (base: StyleMap, children: IRNode[], overrides: Record<string, StyleMap> = {}): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { width: percent(100), 'flex-direction': keyword('column'), ...base }, overrides },
  hiddenAt: [],
  source: 'div',
});
const text = (html: string, base: StyleMap = {}, overrides: Record<string, StyleMap> = {}): IRText => ({
  kind: 'text',
  html,
  style: { base: { width: percent(100), color: { type: 'color', r: 0, g: 0, b: 0, alpha: 1 }, ...base }, overrides },
  hiddenAt: [],
  source: 'p',
});
const doc = (root: IRContainer): IRDocument => ({ root, breakpoints: BPS, fontFamilies: [] });

describe('reduceDom', () => {
  it('returns the document unchanged when off', () => {
    const d = doc(box({}, [box({}, [text('a')])]));
    expect(reduceDom(d, null)).toBe(d);
  });

  it('standard: a transparent full-width wrapper gives way to its child, which takes its vertical margins', () => {
    const inner = text('a', { 'margin-top': px(4) }, { mobile: { 'margin-top': px(2) } });
    const wrapper = box({ 'margin-top': px(10), 'margin-bottom': px(6) }, [inner], { tablet: { 'margin-top': px(20) } });
    const d = doc(box({ 'padding-top': px(8) }, [wrapper, text('b')]));
    const out = reduceDom(d, 'standard');
    expect(countNodes(out)).toBe(3);
    const moved = out.root.children[0];
    expect(moved.kind).toBe('text');
    expect(moved.style.base['margin-top']).toEqual(px(14));
    expect(moved.style.base['margin-bottom']).toEqual(px(6));
    expect(moved.style.overrides.tablet?.['margin-top']).toEqual(px(24));
    expect(moved.style.overrides.mobile?.['margin-top']).toEqual(px(22));
    // Pure: the input keeps its wrapper.
    expect(countNodes(d)).toBe(4);
  });

  it('standard keeps wrappers that neither span nor are spanned at every width, or hold a text narrower than their box', () => {
    const narrowOnMobile = box({}, [text('c', { width: px(200) })], { mobile: { width: percent(50) } });
    const paintedNarrow = box({ 'background-color': { type: 'color', r: 1, g: 2, b: 3, alpha: 1 } }, [text('a', { width: px(100) })]);
    const col = doc(box({}, [narrowOnMobile, paintedNarrow]));
    expect(countNodes(reduceDom(col, 'standard'))).toBe(countNodes(col));
    const row = doc(
      box({ 'flex-direction': keyword('row') }, [
        box({ width: percent(50) }, [text('a', { width: px(100) })]),
        box({ width: percent(50) }, [text('b', { width: px(100) })]),
      ]),
    );
    expect(countNodes(reduceDom(row, 'standard'))).toBe(countNodes(row));
  });

  it("standard: a child spanning its wrapper takes the wrapper's place in a row", () => {
    const li = (w: number, ml: number) =>
      box({ width: percent(w), 'margin-left': px(ml), 'align-self': keyword('stretch') }, [text('x')], { mobile: { width: percent(w * 2) } });
    const d = doc(box({ 'flex-direction': keyword('row') }, [li(10, 0), li(20, 32)]));
    const out = reduceDom(d, 'standard');
    expect(countNodes(out)).toBe(3);
    const second = out.root.children[1];
    expect(second.kind).toBe('text');
    expect(second.style.base.width).toEqual(percent(20));
    expect(second.style.base['margin-left']).toEqual(px(32));
    expect(second.style.base['align-self']).toEqual(keyword('flex-start'));
    expect(second.style.overrides.mobile?.width).toEqual(percent(40));
  });

  it('standard unwraps attribute-less spans', () => {
    expect(plainSpans('a <span>b</span> <span class="">c</span> <span class="x">d</span>')).toBe('a b c <span class="x">d</span>');
  });

  it('standard folds a painted, padded box into its only text: the text takes the look, its margins become padding', () => {
    const bg = { type: 'color', r: 1, g: 2, b: 3, alpha: 1 } as const;
    const badge = box(
      { 'background-color': bg, 'padding-top': px(4), 'padding-bottom': px(4), 'padding-left': px(8), 'padding-right': px(8), 'margin-top': px(20) },
      [text('a', { 'margin-top': px(6) }, { mobile: { 'margin-top': px(2) } })],
    );
    const out = reduceDom(doc(box({}, [badge])), 'standard');
    expect(countNodes(out)).toBe(2);
    const t = out.root.children[0];
    expect(t.kind).toBe('text');
    expect(t.style.base['background-color']).toEqual(bg);
    expect(t.style.base['padding-top']).toEqual(px(10));
    expect(t.style.base['padding-left']).toEqual(px(8));
    expect(t.style.base['margin-top']).toEqual(px(20));
    expect(t.style.overrides.mobile?.['padding-top']).toEqual(px(6));
  });

  it('standard folds a container/row pair (negative margins cancelling the padding) where the viewport gives their widths', () => {
    const row = box(
      { width: px(1320), 'margin-left': px(-12), 'flex-direction': keyword('row') },
      [text('a', { width: percent(50) }), text('b', { width: percent(50) })],
      {
        tablet: { width: px(720) },
        mobile: { width: px(390), 'flex-direction': keyword('column') },
      },
    );
    const container = box({ width: px(1320), 'padding-left': px(12), 'padding-right': px(12) }, [row], {
      tablet: { width: px(720) },
      mobile: { width: percent(100) },
    });
    // A sibling keeps the root from taking the container in itself.
    const d: IRDocument = { ...doc(box({}, [container, text('z')])), viewportWidths: [1440, 768, 390] };
    const out = reduceDom(d, 'standard');
    expect(countNodes(out)).toBe(5);
    const merged = out.root.children[0] as IRContainer;
    expect(merged.style.base['padding-left']).toEqual(px(0));
    expect(merged.style.base['padding-right']).toEqual(px(0));
    expect(merged.style.base['flex-direction']).toEqual(keyword('row'));
    expect(merged.style.overrides.mobile?.['flex-direction']).toEqual(keyword('column'));
    // Without viewport widths the mobile 100 % container cannot be compared with the 390 px row.
    expect(countNodes(reduceDom(doc(box({}, [container, text('z')])), 'standard'))).toBe(6);
  });

  it('standard folds a centred px child into its box: the free space becomes padding on both sides', () => {
    // (A child narrower than the item keeps the item a box: spliceNarrow would hand a and b to col otherwise.)
    const item = box({ width: px(320), 'align-self': keyword('center') }, [text('a', { width: px(100) }), text('b')]);
    const col = box({ width: px(440), 'padding-left': px(12), 'padding-right': px(12), 'background-color': { type: 'color', r: 1, g: 1, b: 1, alpha: 1 } }, [
      item,
    ]);
    const out = reduceDom(doc(box({}, [col])), 'standard');
    expect(countNodes(out)).toBe(4);
    const merged = out.root.children[0] as IRContainer;
    expect(merged.style.base['padding-left']).toEqual(px(60));
    expect(merged.style.base['padding-right']).toEqual(px(60));
    // A child wider than the content box is not folded.
    const wide = box({ width: px(440), 'padding-left': px(12), 'padding-right': px(12) }, [
      box({ width: px(430), 'align-self': keyword('center') }, [text('a', { width: px(100) }), text('b')]),
    ]);
    expect(countNodes(reduceDom(doc(box({}, [wide])), 'standard'))).toBe(5);
  });

  it('standard merges a nested stack into its painted parent, taking the inner direction', () => {
    const inner = box({ 'flex-direction': keyword('row') }, [text('a', { width: percent(50) }), text('b', { width: percent(50) })], {
      mobile: { 'flex-direction': keyword('column') },
    });
    const card = box({ 'background-color': { type: 'color', r: 9, g: 9, b: 9, alpha: 1 }, 'padding-top': px(10) }, [inner]);
    const d = doc(box({}, [card]));
    const out = reduceDom(d, 'standard');
    expect(countNodes(out)).toBe(4);
    const merged = out.root.children[0] as IRContainer;
    expect(merged.style.base['flex-direction']).toEqual(keyword('row'));
    expect(merged.style.overrides.mobile?.['flex-direction']).toEqual(keyword('column'));
    expect(merged.style.base['background-color']).toBeDefined();
  });

  it('advanced merges touching text runs of one style, not separated ones', () => {
    const d = doc(box({}, [text('line 1'), text('line 2'), text('apart', { 'margin-top': px(12) })]));
    const out = reduceDom(d, 'advanced');
    expect(out.root.children.map((c) => (c as IRText).html)).toEqual(['line 1<br>line 2', 'apart']);
    expect(reduceDom(d, 'advanced')).toEqual(out);
  });
  it('standard gives the children of a transparent column box spanning its column parent to the parent; its margins and vertical padding go to the first and last child', () => {
    const group = box(
      { 'margin-top': px(10), 'padding-top': px(4), 'padding-bottom': px(6) },
      [text('a', { 'margin-top': px(2) }), text('b'), text('c', { 'margin-bottom': px(1) })],
      {
        mobile: { 'margin-top': px(20) },
      },
    );
    const d = doc(box({}, [text('before'), group]));
    const out = reduceDom(d, 'standard');
    expect(out.root.children.map((c) => (c as IRText).html)).toEqual(['before', 'a', 'b', 'c']);
    const [, first, , last] = out.root.children;
    expect(first.style.base['margin-top']).toEqual(px(16));
    expect(first.style.overrides.mobile?.['margin-top']).toEqual(px(26));
    expect(last.style.base['margin-bottom']).toEqual(px(7));
  });

  it('standard keeps a box with several children that paints, is narrower than its parent (as % of it), sits in a row or in a parent with a gap', () => {
    const kids = () => [text('a'), text('b')];
    const painted = box({ 'background-color': { type: 'color', r: 1, g: 2, b: 3, alpha: 1 } }, kids());
    const bordered = box({ 'border-top-width': px(1) }, kids());
    const narrow = box({ width: percent(60) }, kids());
    const sidePadded = box({ 'padding-left': px(12) }, kids());
    const col = doc(box({}, [painted, bordered, narrow, sidePadded]));
    expect(countNodes(reduceDom(col, 'standard'))).toBe(countNodes(col));
    const gapped = doc(box({ 'row-gap': px(8) }, [box({}, kids()), text('c')]));
    expect(countNodes(reduceDom(gapped, 'standard'))).toBe(countNodes(gapped));
    const inRow = doc(box({ 'flex-direction': keyword('row') }, [box({ width: percent(50) }, kids()), text('c', { width: percent(50) })]));
    expect(countNodes(reduceDom(inRow, 'standard'))).toBe(countNodes(inRow));
  });

  it('standard folds a padded, unpainted box into its painted parent: the paddings add up', () => {
    const container = box({ 'padding-left': px(12), 'padding-right': px(12), 'padding-top': px(5) }, [text('a'), text('b')]);
    const section = box({ 'padding-top': px(96), 'padding-bottom': px(96), 'background-color': { type: 'color', r: 9, g: 9, b: 9, alpha: 1 } }, [container]);
    const out = reduceDom(doc(box({}, [section])), 'standard');
    expect(countNodes(out)).toBe(4);
    const merged = out.root.children[0] as IRContainer;
    expect(merged.style.base['padding-left']).toEqual(px(12));
    expect(merged.style.base['padding-top']).toEqual(px(101));
    expect(merged.style.base['padding-bottom']).toEqual(px(96));
  });

  it('a box link is only dropped for targets that cannot link a box, and each dropped link is told', () => {
    const linked = (): IRContainer => ({ ...box({}, [text('a')]), tag: 'a', link: { href: 'https://example.com/', newTab: false, nofollow: false } });
    const d = doc(box({}, [linked(), text('b')]));
    expect(countNodes(reduceDom(d, 'standard'))).toBe(4);
    const dropped: string[] = [];
    const out = reduceDom(d, 'standard', { boxLinks: false, onDroppedLink: (n) => dropped.push(n.tag) });
    expect(countNodes(out)).toBe(3);
    expect(dropped).toEqual(['a']);
    expect((withoutBoxLinks(d.root).children[0] as IRContainer).link).toBeUndefined();
    // Pure: the input keeps its link.
    expect((d.root.children[0] as IRContainer).link).toBeDefined();
  });

  it('advanced refuses text runs a merge would move: a margin between them, another look, or a link', () => {
    const red = { color: { type: 'color', r: 255, g: 0, b: 0, alpha: 1 } } as const;
    const d = doc(
      box({}, [
        text('a'),
        text('b', { 'margin-top': px(8) }),
        text('c', red),
        { ...text('d'), link: { href: 'https://example.com/', newTab: false, nofollow: false } },
        text('e', {}, { mobile: { 'margin-top': px(4) } }),
        text('f'),
      ]),
    );
    const out = reduceDom(d, 'advanced');
    expect(out.root.children.map((c) => (c as IRText).html)).toEqual(['a', 'b', 'c', 'd', 'e<br>f']);
  });
  it('standard folds a bordered box into the image filling it: the image takes the frame and the place, a fixed height grows by the borders', () => {
    const grey = { type: 'color', r: 204, g: 204, b: 204, alpha: 1 } as const;
    const image: IRNode = {
      kind: 'image',
      src: 'a.jpg',
      alt: '',
      style: {
        base: { width: percent(100), 'image-height': px(296), 'object-fit': keyword('cover'), overflow: keyword('hidden') },
        overrides: { mobile: { 'image-height': px(165) } },
      },
      hiddenAt: [],
      source: 'img',
    };
    const frame = { 'border-top-width': px(1), 'border-bottom-width': px(1), 'border-left-width': px(1), 'border-right-width': px(1), 'border-color': grey };
    const cell = box({ ...frame, 'grid-column': keyword('1 / span 2') }, [image]);
    const out = reduceDom(doc(box({}, [cell])), 'standard');
    const folded = out.root.children[0];
    expect(folded.kind).toBe('image');
    expect(folded.style.base['border-top-width']).toEqual(px(1));
    expect(folded.style.base['grid-column']).toEqual(keyword('1 / span 2'));
    expect(folded.style.base['image-height']).toEqual(px(298));
    expect(folded.style.overrides.mobile?.['image-height']).toEqual(px(167));
    // Stretched (a grid cell as tall as its row), the box may be taller than the image: folded by advanced only.
    const stretched = doc(box({}, [box({ ...frame, 'align-self': keyword('stretch') }, [image])]));
    expect(countNodes(reduceDom(stretched, 'standard'))).toBe(3);
    expect(countNodes(reduceDom(stretched, 'advanced'))).toBe(2);
    // A box with padding around the image, or a min-height, paints more than the image's frame: kept.
    for (const extra of [{ 'padding-top': px(8) }, { 'min-height': px(400) }]) {
      const kept = doc(box({}, [box({ ...frame, ...extra }, [image])]));
      expect(countNodes(reduceDom(kept, 'standard'))).toBe(3);
    }
  });

  it('standard folds a stack whose inner box holds a min-height: the outer box takes it, with its own padding and the inner margins', () => {
    const bg = { 'background-color': { type: 'color', r: 9, g: 9, b: 9, alpha: 1 } } as const;
    const member = box({ 'min-height': px(360), 'margin-bottom': px(48) }, [text('a'), text('b')], { mobile: { 'min-height': px(300) } });
    const col = box({ ...bg, 'padding-top': px(10), 'padding-bottom': px(10), 'min-height': px(400) }, [member]);
    const out = reduceDom(doc(box({}, [col])), 'standard');
    expect(countNodes(out)).toBe(4);
    const merged = out.root.children[0] as IRContainer;
    // 360 + 10 + 10 + 48 = 428 is taller than the outer box's own 400; on mobile 300 + 68 = 368 is not.
    expect(merged.style.base['min-height']).toEqual(px(428));
    expect(merged.style.overrides.mobile?.['min-height']).toEqual(px(400));
    expect(merged.style.base['padding-bottom']).toEqual(px(58));
    // A row whose min-height centres its children, or a grown child filling it, keeps its box.
    const centred = box({ 'min-height': px(100), 'flex-direction': keyword('row') }, [text('a', { width: px(50), 'align-self': keyword('center') })]);
    const grown = box({ 'min-height': px(100) }, [text('a', { 'flex-size': keyword('grow') })]);
    for (const inner of [centred, grown]) expect(countNodes(reduceDom(doc(box({}, [box(bg, [inner])])), 'standard'))).toBe(4);
  });

  it("standard folds a box taller than its only text into the text, which keeps the box's min-height", () => {
    const border = { 'border-top-width': px(1), 'border-bottom-width': px(1), 'border-style': keyword('solid') };
    const section = box({ ...border, 'padding-top': px(10), 'min-height': px(200) }, [text('a', { 'margin-top': px(24) })], {
      mobile: { 'min-height': px(150) },
    });
    const out = reduceDom(doc(box({}, [section])), 'standard');
    expect(countNodes(out)).toBe(2);
    const t = out.root.children[0];
    expect(t.kind).toBe('text');
    expect(t.style.base['min-height']).toEqual(px(200));
    expect(t.style.overrides.mobile?.['min-height']).toEqual(px(150));
    expect(t.style.base['padding-top']).toEqual(px(34));
    // A row box (its text placed by the row's alignment) keeps its min-height box.
    const row = box({ ...border, 'min-height': px(200), 'flex-direction': keyword('row') }, [text('a')]);
    expect(countNodes(reduceDom(doc(box({}, [row])), 'standard'))).toBe(3);
  });

  it('the root takes in a nested stack (it stays the top box)', () => {
    const article = box({ 'flex-direction': keyword('row'), 'min-height': px(410) }, [text('a', { width: px(100) }), text('b', { width: px(100) })]);
    const root = box({ 'padding-top': px(8), 'padding-bottom': px(8), 'background-color': { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } }, [article]);
    const out = reduceDom(doc(root), 'standard');
    expect(out.root.kind).toBe('container');
    expect(out.root.children.map((c) => c.kind)).toEqual(['text', 'text']);
    expect(out.root.style.base['flex-direction']).toEqual(keyword('row'));
    expect(out.root.style.base['min-height']).toEqual(px(426));
  });

  it('standard folds a stretched grid cell into its framed image where the grid rows say the area is exactly as tall', () => {
    const image: IRNode = {
      kind: 'image',
      src: 'a.jpg',
      alt: '',
      style: { base: { width: percent(100), 'image-height': px(296), 'object-fit': keyword('cover') }, overrides: { mobile: { 'image-height': px(165) } } },
      hiddenAt: [],
      source: 'img',
    };
    const frame = { 'border-top-width': px(1), 'border-bottom-width': px(1), 'align-self': keyword('stretch') };
    const grid = (rows: string, mobileRows: string, span = '1 / span 1') =>
      box(
        { display: keyword('grid'), 'grid-template-rows': keyword(rows), 'row-gap': px(10) },
        [box({ ...frame, 'grid-row': keyword(span) }, [image]), text('x')],
        {
          mobile: { 'grid-template-rows': keyword(mobileRows) },
        },
      );
    const folded = reduceDom(doc(box({}, [grid('298px 298px', '167px 167px'), text('y')])), 'standard');
    expect((folded.root.children[0] as IRContainer).children[0].kind).toBe('image');
    // A row taller than the framed image at one width (the frame would be drawn shorter there), an area 1 px off, unknown rows: kept.
    for (const g of [grid('298px 298px', '200px 200px'), grid('144px 144px', '78px 78px', '1 / span 2'), grid('auto', 'auto')]) {
      const kept = (reduceDom(doc(box({}, [g, text('y')])), 'standard').root.children[0] as IRContainer).children[0];
      expect(kept.kind).toBe('container');
    }
    // Two 144 px rows and their 10 px gap hold a 296 + 2 px framed image on desktop, but not 165 + 2 in 2 × 78 + 10 on mobile.
    const spanned = grid('144px 144px', '78.5px 78.5px', '1 / span 2');
    expect((reduceDom(doc(box({}, [spanned, text('y')])), 'standard').root.children[0] as IRContainer).children[0].kind).toBe('image');
  });

  it('standard folds a grid into its painted box where the rows are px tracks: the box becomes the grid', () => {
    const border = { 'border-top-width': px(1), 'border-bottom-width': px(1), 'padding-top': px(10), 'min-height': px(700) };
    const grid = (rows: string) =>
      box({ display: keyword('grid'), 'grid-template-rows': keyword(rows), 'grid-template-columns': keyword('repeat(3, 1fr)'), 'margin-top': px(19) }, [
        text('a'),
        text('b'),
      ]);
    const out = reduceDom(doc(box({}, [box(border, [grid('300px 300px')]), text('y')])), 'standard');
    const merged = out.root.children[0] as IRContainer;
    expect(merged.children.map((c) => c.kind)).toEqual(['text', 'text']);
    expect(merged.style.base.display).toEqual(keyword('grid'));
    expect(merged.style.base['padding-top']).toEqual(px(29));
    expect(merged.style.base['min-height']).toEqual(px(700));
    // Tracks that would stretch in the taller box keep the grid apart.
    expect(countNodes(reduceDom(doc(box({}, [box(border, [grid('auto auto')]), text('y')])), 'standard'))).toBe(6);
  });
});
