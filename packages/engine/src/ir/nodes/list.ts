/** IR build: simple `<ul>`/`<ol>` lists. */
import type { StyledNode } from '../../extract/styled-tree.ts';
import { itemGap } from '../item-gap.ts';
import { textStyle } from '../styles.ts';
import { px } from '../values.ts';
import { type Draft, isRendered } from '../build-support.ts';
import type { IRBuilder } from '../build.ts';

export function listDraft(this: IRBuilder, node: StyledNode): Draft {
  const items = node.children.filter((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
  const cs = this.viewOf(node, this.primary)!.style;
  this.useFont(cs);
  const liStyle = this.viewOf(items[0], this.primary)!.style;
  const draft = this.leaf(node, {
    kind: 'list', ordered: node.tag === 'ol', itemsHtml: items.map((li) => this.innerHtml(li)), listStyle: liStyle['list-style-type'],
  });
  draft.perBp.forEach((m, i) => {
    const v = this.viewOf(node, i);
    if (!m || !v) return;
    Object.assign(m, textStyle(v.style));
    const gap = itemGap(items.map((li) => this.viewOf(li, i)?.box));
    if (gap !== undefined) m['item-gap'] = px(gap);
  });
  return draft;
}
