/**
 * Reduce DOM Size `advanced`: short text runs of one look stacked at an even spacing (a footer's
 * links, a menu column) become one paragraph with line breaks. Each run is one line (guarded by
 * its length); the paragraph's line-height is the runs' line-height plus the gap between them,
 * and its margins take back half a gap at the top and bottom, so every line sits where its run
 * did: a line box centres its text, so half the gap lands above each line and half below.
 */
import type { IRNode, IRText, StyleMap } from '../ir/types.ts';
import { sameData } from '../ir/values.ts';
import { composeStyle } from '../ir/responsive.ts';
import { everyBp, num, sameHidden, val } from './reduce-dom-fold.ts';

/** Longest run (in px at 0.6 em a character, wider than most fonts' average) still taken as one line. */
const ONE_LINE_PX = 150;
/** What a text draws around itself: a merged paragraph would draw it once around every line. */
const BOXED = /^(background-|border-|box-shadow|padding-|outline|min-height)/;

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&[a-z#0-9]+;/gi, 'x');

function shortLine(node: IRText, bps: string[]): boolean {
  if (/<(br|p|div|li|ul|ol|h[1-6]|img|svg)\b/i.test(node.html)) return false;
  const chars = plain(node.html).trim().length;
  return (
    chars > 0 &&
    everyBp(bps, (i) => {
      const size = val(node, bps, i, 'font-size');
      return size?.type === 'unit' && size.unit === 'px' && chars * size.value * 0.6 <= ONE_LINE_PX;
    })
  );
}

/** A run this rule can take: plain (no link, hover, custom CSS), one short line, px line-height, nothing drawn around it. */
function mergeable(node: IRNode, bps: string[]): node is IRText {
  if (node.kind !== 'text' || node.link || node.hover || node.unexpressed?.length || node.lookCopy) return false;
  const boxed = (m: StyleMap) => Object.entries(m).some(([k, v]) => BOXED.test(k) && v?.type === 'unit' && v.value !== 0);
  if (boxed(node.style.base) || Object.values(node.style.overrides).some(boxed)) return false;
  if (Object.keys(node.style.base).some((k) => /^background-(color|image)$/.test(k))) return false;
  return (
    shortLine(node, bps) &&
    everyBp(bps, (i) => {
      const lh = val(node, bps, i, 'line-height');
      return lh?.type === 'unit' && lh.unit === 'px';
    })
  );
}

/** Style of a run, margins aside (the runs of one paragraph share it). */
function look(node: IRText): unknown {
  const strip = (m: StyleMap) => Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'margin-top' && k !== 'margin-bottom'));
  const overrides = Object.entries(node.style.overrides).map(([k, v]) => [k, strip(v)] as const);
  return [strip(node.style.base), Object.fromEntries(overrides.filter(([, v]) => Object.keys(v).length))];
}

/** The gap between two stacked runs at breakpoint `i` (a flex column adds margins, it never collapses them). */
const gapAt = (a: IRText, b: IRText, bps: string[], i: number) => num(val(a, bps, i, 'margin-bottom')) + num(val(b, bps, i, 'margin-top'));

/** `children` of a flex column, with every evenly spaced run of ≥ 2 mergeable texts of one look as one paragraph. */
export function mergeSpacedRuns(children: IRNode[], bps: string[]): IRNode[] {
  const out: IRNode[] = [];
  let run: IRText[] = [];
  const flush = () => {
    if (run.length > 1) out.push(joined(run, bps));
    else out.push(...run);
    run = [];
  };
  for (const c of children) {
    const first = run[0];
    if (
      first &&
      mergeable(c, bps) &&
      sameHidden(first, c) &&
      sameData(look(first), look(c)) &&
      everyBp(
        bps,
        (i) => gapAt(run[run.length - 1], c, bps, i) >= 0 && (run.length < 2 || gapAt(run[0], run[1], bps, i) === gapAt(run[run.length - 1], c, bps, i)),
      )
    ) {
      run.push(c);
      continue;
    }
    flush();
    if (mergeable(c, bps)) run = [c];
    else out.push(c);
  }
  flush();
  return out;
}

function joined(run: IRText[], bps: string[]): IRText {
  const first = run[0];
  const last = run[run.length - 1];
  const gap = (i: number) => gapAt(run[0], run[1], bps, i);
  const px = (value: number) => ({ type: 'unit' as const, value: Math.round(value * 100) / 100, unit: 'px' as const });
  const props = new Set([
    ...Object.keys(first.style.base),
    ...Object.values(first.style.overrides).flatMap(Object.keys),
    'margin-top',
    'margin-bottom',
    'line-height',
  ]);
  const style = composeStyle(bps, props, (prop, i) => {
    if (prop === 'line-height') return px(num(val(first, bps, i, prop)) + gap(i));
    if (prop === 'margin-top') return px(num(val(first, bps, i, prop)) - gap(i) / 2);
    if (prop === 'margin-bottom') return px(num(val(last, bps, i, prop)) - gap(i) / 2);
    return val(first, bps, i, prop);
  });
  return { ...first, html: run.map((r) => r.html).join('<br>'), style };
}
