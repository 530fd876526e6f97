import { EXPORT_MESSAGES } from '@pagelift/contract';
import { ApiError } from '../../../api/client.ts';

/**
 * The error catalogue for exports: a 409 turns the upgrade state on and shows the server's
 * text; a refused request (400: no selector, invalid selector) shows the server's reason;
 * anything else is the processing error.
 */
export function exportFailure(error: unknown): { message: string; upgrade: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 409) return { message: error.message, upgrade: true };
    if (error.status === 400 && error.message && !error.message.startsWith('Request failed')) return { message: error.message, upgrade: false };
  }
  return { message: EXPORT_MESSAGES.processingError, upgrade: false };
}
