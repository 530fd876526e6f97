// An export builds the IR while the page still works out the :hover looks (startConversion), then
// attaches them and finishes: the result must be the one of converting the finished tree at once.
import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import { convertStyledTree, finishConversion, startConversion } from './convert.ts';
import { attachHover, type StyledNode } from './extract/styled-tree.ts';
import { capturesFor, readInput, withDeterministicIds } from './golden/fixture.ts';
import { ReportCollector } from './report.ts';

/** The :hover looks of a tree, taken off it (as the tree is before the page has answered). */
function takeHover(root: StyledNode): Map<number, Record<string, string>> {
  const hover = new Map<number, Record<string, string>>();
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.hover && node.backendNodeId !== undefined) hover.set(node.backendNodeId, node.hover);
    delete node.hover;
    stack.push(...node.children);
  }
  return hover;
}

describe('conversion started before the :hover looks are in', () => {
  // Landing pages whose buttons and links have hover looks.
  it.each(['landwind.page.responsive.json.br', 'picocss-v2-preview.page.responsive.json.br'])('%s converts as if they were there from the start', (file) => {
    const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'elementorFree' });
    const whole = readInput(file);
    const input = (report: ReportCollector) => ({ settings, breakpoints: whole.breakpoints, baseUrl: whole.baseUrl, report });
    const atOnce = convertStyledTree(whole.tree, capturesFor(whole), whole.faces, input(new ReportCollector()));

    const late = readInput(file);
    const hover = takeHover(late.tree);
    expect(hover.size).toBeGreaterThan(0);
    const lateInput = input(new ReportCollector());
    const building = startConversion(late.tree, capturesFor(late), lateInput);
    attachHover(late.tree, hover);
    const finished = finishConversion(building, late.faces, lateInput);

    expect(withDeterministicIds(finished.template)).toBe(withDeterministicIds(atOnce.template));
    expect(withDeterministicIds(finished.template)).toContain('hover');
  });
});
