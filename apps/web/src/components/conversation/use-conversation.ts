import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimelineItem, TimelineResponse } from '@workspace/shared/conversation/conversation.schemas';
import { api, apiForm } from '../../lib/api-client';

/**
 * What a conversation is about, by its resource (`tasks`, `tickets`): the API serves it under
 * `/api/<resource>/:id`, and its cache key starts with the resource, so invalidating the resource
 * (a status change) refreshes the timeline too.
 */
export type ConversationSubject = string;

export const subjectPath = (subject: ConversationSubject, id: number) => `/api/${subject}/${id}`;

/** Others may comment while the page is open; poll only while the tab is visible. */
const POLL_MS = 30_000;

export const timelineKey = (subject: ConversationSubject, id: number) => [subject, 'timeline', id] as const;

/** GET <subject>/timeline: events and comments, oldest first. */
export function useTimeline<E extends string>(subject: ConversationSubject, id: number, enabled = true) {
  return useQuery({
    queryKey: timelineKey(subject, id),
    queryFn: async () => (await api<TimelineResponse<E>>('GET', `${subjectPath(subject, id)}/timeline`)).data,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    enabled,
  });
}

/** POST <subject>/comments as multipart: `body` and up to five `files`. */
export function useCreateComment(subject: ConversationSubject, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) => apiForm<TimelineItem>('POST', `${subjectPath(subject, id)}/comments`, formData),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKey(subject, id) }),
  });
}
