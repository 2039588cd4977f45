import { codeResolutionSchema, type CodeResolution } from '@stockyard/domain';
import { api, isApiError } from '../../../lib/api-client';

/**
 * GET /api/codes/{code}: the item, lot or location a scanned or typed code names within the
 * caller's branches, or null when it names none (404), so the screen can search for the text.
 */
export async function resolveCode(code: string): Promise<CodeResolution | null> {
  try {
    return codeResolutionSchema.parse(await api.get(`/codes/${encodeURIComponent(code.trim())}`));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
