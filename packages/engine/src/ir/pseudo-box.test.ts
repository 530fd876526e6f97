import { describe, expect, it } from 'vitest';
import type { ComputedStyle, NodeView, StyledNode } from '../extract/styled-tree.ts';
import { coversElement, drawsPseudoBox, pseudoBoxNode } from './pseudo-box.ts';

const style = (s: Partial<ComputedStyle>): ComputedStyle => ({
  display: 'block', visibility: 'visible', opacity: '1', content: '""', position: 'absolute',
  'background-color': 'rgba(0, 0, 0, 0)', 'background-image': 'none', 'box-shadow': 'none',
  'border-top-width': '0px', 'border-right-width': '0px', 'border-bottom-width': '0px', 'border-left-width': '2px',
  'border-top-style': 'none', 'border-right-style': 'none', 'border-bottom-style': 'none', 'border-left-style': 'solid',
  'border-top-color': 'rgb(0, 0, 0)', 'border-right-color': 'rgb(0, 0, 0)', 'border-bottom-color': 'rgb(0, 0, 0)', 'border-left-color': 'rgb(173, 178, 181)',
  ...s,
}) as ComputedStyle;
const rule: NodeView = { box: { x: 0, y: 10, w: 2, h: 65 }, style: style({}) };
const node = (pseudo: StyledNode['pseudo']): StyledNode => ({
  kind: 'element', tag: 'div', attrs: { class: 'tile' }, text: '', children: [], depth: 3, pseudo,
  views: { desktop: { box: { x: 0, y: 0, w: 200, h: 90 }, style: style({ position: 'relative' }) }, mobile: { box: { x: 0, y: 0, w: 390, h: 90 }, style: style({ position: 'relative' }) } },
});

describe('drawsPseudoBox', () => {
  it('is true for an empty-content box with a border or a fill', () => {
    expect(drawsPseudoBox(rule)).toBe(true);
    expect(drawsPseudoBox({ ...rule, style: style({ 'border-left-width': '0px', 'background-color': 'rgb(38, 185, 154)' }) })).toBe(true);
  });
  it('is false for text or a glyph, nothing painted, no size, or a hidden box', () => {
    expect(drawsPseudoBox({ ...rule, style: style({ content: '"\\f007"' }) })).toBe(false);
    expect(drawsPseudoBox({ ...rule, style: style({ 'border-left-width': '0px' }) })).toBe(false);
    expect(drawsPseudoBox({ ...rule, box: { x: 0, y: 0, w: 0, h: 65 } })).toBe(false);
    expect(drawsPseudoBox({ ...rule, style: style({ opacity: '0' }) })).toBe(false);
    expect(drawsPseudoBox(undefined)).toBe(false);
  });
  it('is false for a caret drawn as a border triangle', () => {
    const caret = style({
      'border-top-width': '4px', 'border-right-width': '4px', 'border-left-width': '4px',
      'border-right-color': 'rgba(0, 0, 0, 0)', 'border-left-color': 'rgba(0, 0, 0, 0)',
    });
    expect(drawsPseudoBox({ box: { x: 0, y: 0, w: 8, h: 4 }, style: caret })).toBe(false);
  });
});

describe('coversElement', () => {
  it('tells an overlay from a rule', () => {
    expect(coversElement({ x: 0, y: 0, w: 200, h: 90 }, { x: 0, y: 0, w: 200, h: 90 })).toBe(true);
    expect(coversElement(rule.box, { x: 0, y: 0, w: 200, h: 90 })).toBe(false);
  });
});

describe('pseudoBoxNode', () => {
  it('stands for the pseudo-element at the widths where it draws a box', () => {
    const n = pseudoBoxNode(node({ before: { desktop: rule, mobile: { ...rule, style: style({ display: 'none' }) } } }), 'before');
    expect(n?.views.desktop).toBe(rule);
    expect(n?.views.mobile).toBeUndefined();
    expect(n?.children).toEqual([]);
  });
  it('is undefined without a drawn box or for an overlay', () => {
    expect(pseudoBoxNode(node({}), 'after')).toBeUndefined();
    const veil: NodeView = { box: { x: 0, y: 0, w: 200, h: 90 }, style: style({ 'background-color': 'rgba(0, 0, 0, 0.5)' }) };
    expect(pseudoBoxNode(node({ after: { desktop: veil } }), 'after')).toBeUndefined();
  });
});
