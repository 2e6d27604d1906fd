import { fetchListAhead } from '../lib/list-api';
import { queryClient } from '../lib/session';
import { listAhead } from './lists-ahead';

/**
 * Starts fetching the first page the screen `name` at `url` shows, if it shows a list (lists-ahead.ts),
 * into the query cache under the key the screen will ask with: a route calls it beside loading the
 * screen's code (router.tsx), so the first rows do not wait for that code to load and render before
 * they are asked for. Never fails: the screen asks again itself, and shows what went wrong.
 */
export async function fetchScreenDataAhead(name: string, url: URL): Promise<void> {
  try {
    const ahead = listAhead(name, url);
    if (ahead) await fetchListAhead(queryClient, ahead.list, ahead.params);
  } catch {
    // See above.
  }
}
