import { builderProfile, type EngineTarget } from '@pagelift/contract';
import { serializerFor, type DeliveryFile } from './serializers/index.ts';

/**
 * The file an export is downloaded as when it is too big for the clipboard (the builder
 * profile's `fileFromChars`): the serializer's own importable file, named after `title`.
 * Null when the export fits the clipboard or the builder has no file.
 */
export function deliveryFile(builder: EngineTarget, result: { template: unknown; fontFace: string }, title: string): DeliveryFile | null {
  const limit = builderProfile(builder).delivery.fileFromChars;
  if (limit === null || (JSON.stringify(result.template) ?? '').length < limit) return null;
  const serializer = serializerFor(builder);
  return serializer.toFile ? serializer.toFile({ template: result.template, fontFace: result.fontFace, counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 } }, title) : null;
}
