import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
export async function getTimeline<E extends string>(subject: ConversationSubject, id: number): Promise<TimelineItem<E>[]> {
  return (await api<TimelineResponse<E>>('GET', `${subjectPath(subject, id)}/timeline`)).data;
}

export const timelineQueryOptions = <E extends string>(subject: ConversationSubject, id: number) =>
  queryOptions({
    queryKey: timelineKey(subject, id),
    queryFn: () => getTimeline<E>(subject, id),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useTimeline<E extends string>(subject: ConversationSubject, id: number, enabled = true) {
  return useQuery({ ...timelineQueryOptions<E>(subject, id), enabled });
}

/** POST <subject>/comments as multipart: `body` and up to five `files`. */
export function createComment(subject: ConversationSubject, id: number, formData: FormData): Promise<TimelineItem> {
  return apiForm<TimelineItem>('POST', `${subjectPath(subject, id)}/comments`, formData);
}

export function useCreateComment(subject: ConversationSubject, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) => createComment(subject, id, formData),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKey(subject, id) }),
  });
}
