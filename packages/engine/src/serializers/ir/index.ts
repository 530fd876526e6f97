import type { EngineTarget } from '@pagelift/contract';
import { builderProfile } from '@pagelift/contract';
import type { IRNode } from '../../ir/types.ts';
import type { BuilderCapabilities, BuilderSerializer, SerializeCounts } from '../types.ts';

/** Everything expressible: the IR is shown as the engine understood it, before any builder's limits. */
const ALL: BuilderCapabilities = {
  responsive: { color: true, typography: true, border: true, shadow: true, background: true },
  gradients: true,
  customCss: true,
  classes: false,
  hover: true,
  grid: true,
};

function count(node: IRNode, counts: SerializeCounts): SerializeCounts {
  if (node.kind === 'container') {
    counts.containers++;
    for (const child of node.children) count(child, counts);
  } else if (node.kind === 'embed') counts.fallbacks++;
  else counts.nativeWidgets++;
  return counts;
}

/**
 * The debug target `ir` (`pagelift export --builder ir`): the IR document itself as JSON, to see
 * what the engine understood. Listed nowhere in the web app (its profile is not `listed`).
 */
export const irSerializer: BuilderSerializer<'ir'> = {
  builders: ['ir'],
  devices: (builder: EngineTarget) => Object.keys(builderProfile(builder).breakpoints),
  capabilities: () => ALL,
  serialize(doc, { fontFaceCss }) {
    const counts: SerializeCounts = { nativeWidgets: 0, containers: 0, fallbacks: 0 };
    for (const root of doc.roots ?? [doc.root]) count(root, counts);
    return { template: JSON.parse(JSON.stringify(doc)), fontFace: fontFaceCss, counts };
  },
};
