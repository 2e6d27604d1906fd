import type { ExportFormat } from '@workspace/shared/common/list-shape';
import { download } from './api-client';
import { toSearchParams } from './list-params';
import type { ExportParamsOf, WebList } from './lists';

/**
 * Downloads the whole filtered list (`/api/<list>/export?<filters>&format=`). A failure is thrown:
 * the export button that started it says "Export failed".
 */
export async function exportList<L extends WebList>(
  list: L,
  params: ExportParamsOf<L>,
  format: ExportFormat,
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const query = toSearchParams(params);
  query.set('format', format);
  await download(`/api/${list.name}/export?${query}`, 'export', onProgress);
}
