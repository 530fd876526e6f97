import { EXPORT_MESSAGES } from '@pagelift/contract';
import { ApiError } from '../../../api/client.ts';

/**
 * The error catalogue for exports: a 409 turns the upgrade state on and shows the server's
 * text; a refused request (400: no selector, invalid selector, too many elements, no body; 413; 429) shows the server's reason;
 * anything else is the processing error.
 */
export function exportFailure(error: unknown): { message: string; upgrade: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 409) return { message: error.message, upgrade: true };
    // Refused input (400: selector, too large, no body; 413; 429: the export queue is full): the server's reason.
    if ([400, 413, 422, 429].includes(error.status) && error.message && !error.message.startsWith('Request failed')) return { message: error.message, upgrade: false };
  }
  return { message: EXPORT_MESSAGES.processingError, upgrade: false };
}
