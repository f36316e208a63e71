import { useMutation } from '@tanstack/react-query';
import { ApiError, parseApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** An archive ready to save: its bytes (as an address of this page) and the name the server gave it. */
export interface DataArchive {
  url: string;
  fileName: string;
  bytes: number;
}

/** POST /api/account/export (an action, like every other: no cross-site link can start it): the member's archive (a zip), fetched whole so that a refusal is shown in words rather than saved as a file. */
export async function exportData(): Promise<DataArchive> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', { method: 'POST', credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', i18n.t('errors.network'));
  }
  if (!response.ok) throw parseApiError(response.status, await response.json().catch(() => null));
  const blob = await response.blob();
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'agora-data.zip';
  return { url: URL.createObjectURL(blob), fileName, bytes: blob.size };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
