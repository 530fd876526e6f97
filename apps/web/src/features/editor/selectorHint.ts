import type { MatchResult } from './usePickerChannel.ts';
import { EXPORT_MESSAGES } from '@pagelift/contract';

/** The line under the selector field from the frame's answer; undefined when there is nothing to say. */
export function selectorHint(selector: string, result: MatchResult | null): string | undefined {
  if (!selector.trim() || !result) return undefined;
  if (!result.valid) return EXPORT_MESSAGES.invalidSelector;
  if (result.count === 0) return 'No element matches this selector';
  return result.count === 1 ? '1 element matches' : `${result.count} elements match`;
}
