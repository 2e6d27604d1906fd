import type { Note, NotePinRequest, NoteRequest } from '@workspace/shared/notes/notes.schemas';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation, useSaveMutation } from '../../../lib/mutations';
import { noteKeys } from '../../../lib/query-keys';

/** POST /api/notes, or PUT /api/notes/:id. */
export function useSaveNote() {
  return useSaveMutation<NoteRequest, { note: Note }>('/api/notes', [noteKeys.all]);
}

/** PATCH /api/notes/:id/pin; the list and the pinned count both move, so all note queries refresh. */
export function usePinNote() {
  return useInvalidatingMutation(
    ({ id, isPinned }: { id: number } & NotePinRequest) =>
      api<{ note: Note }>('PATCH', `/api/notes/${id}/pin`, { isPinned } satisfies NotePinRequest),
    [noteKeys.all],
  );
}
