import { Alert, Badge, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMail, IconMessage } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { MentionCandidatesResponse } from '@workspace/shared/conversation/mentions';
import { api } from '../../lib/api-client';
import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import { personName } from '../../lib/format';
import { toast } from '../../lib/toast';
import { AttachmentList, type AttachmentFile } from './attachment-list';
import { lazyDialog } from '../lazy-dialog';

// The file viewer (its dialog, texts and image loading) loads when a file is first opened.
const FileViewer = lazyDialog(() => import('./file-viewer').then((module) => module.FileViewer));
import { CommentBody } from './comment-body';
import { internalNoteStyle, ReplyBox, type ReplySnippets } from './reply-box';
import { Timeline, type TimelineEntry } from './timeline';
import { subjectPath, useCreateComment, useTimeline, type ConversationSubject } from './use-conversation';

type EventItem<E extends string> = Extract<TimelineItem<E>, { kind: 'event' }>;

/** How a subject tells one of its events: its bullet and what the actor did. */
export type EventDescription = Pick<TimelineEntry, 'icon' | 'color' | 'action'>;

export type ConversationPanelProps<E extends string> = {
  subject: ConversationSubject;
  id: number;
  describeEvent: (event: EventItem<E>, t: TFunction, locale: string) => EventDescription;
};

export type ConversationPanelOptions = {
  /** The reply box's label; "Add a comment" unless given. */
  replyLabel?: string;
  /** The line under the reply box (the customer's ticket window promises a reply time there); none when absent. */
  replyHint?: ReactNode;
  /** Ready texts the writer inserts by typing "/" (a ticket's canned replies). */
  snippets?: ReplySnippets;
  /** Staff on a ticket: the reply box offers an internal note besides a reply. */
  internalNotes?: boolean;
  /** Why the caller may not reply here (a customer on a cancelled ticket): shown instead of the reply box. */
  replyClosed?: { title: string; text: string };
};

/** A subject's events and comments as timeline entries, in the order the server gave them. */
export function ConversationTimeline<E extends string>({
  subject,
  id,
  items,
  describeEvent,
}: ConversationPanelProps<E> & { items: readonly TimelineItem<E>[] }) {
  const { t, i18n } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  // The viewer opens already open (its code loads on demand), so it returns focus itself: to the file that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const openViewer = (file: AttachmentFile) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setViewing(file.id);
  };
  const closeViewer = () => {
    setViewing(null);
    setTimeout(() => opener.current?.focus(), 0);
  };
  const files = items.flatMap((item) => (item.kind === 'comment' ? item.attachments : []));
  const hrefFor = (file: AttachmentFile) => `${subjectPath(subject, id)}/attachments/${file.id}`;
  const entries = items.map((item): TimelineEntry => {
    const actor = item.actor ? personName(item.actor) : t('support.system');
    if (item.kind === 'event')
      return { key: `event-${item.id}`, actor, at: item.createdAt, ...describeEvent(item, t, i18n.language) };
    const message = (
      <Stack gap={6}>
        {item.body && <CommentBody body={item.body} mentions={item.mentions} />}
        <AttachmentList attachments={item.attachments} hrefFor={hrefFor} onOpen={openViewer} />
      </Stack>
    );
    // An internal note (staff only ever receive them): a tinted card with its badge, so it is never taken for a reply.
    if (item.internal)
      return {
        key: `comment-${item.id}`,
        icon: <IconLock size={14} />,
        color: 'yellow',
        actor,
        action: t('attachments.timeline.internalNote'),
        at: item.createdAt,
        content: (
          <Paper radius="md" p="sm" style={internalNoteStyle} data-internal-note>
            <Stack gap={6}>
              <Badge color="yellow" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                {t('attachments.timeline.internalBadge')}
              </Badge>
              {message}
            </Stack>
          </Paper>
        ),
      };
    // A comment that came by e-mail (a ticket's support mailbox) says from which address it was written.
    return {
      key: `comment-${item.id}`,
      icon: item.emailFrom ? <IconMail size={14} /> : <IconMessage size={14} />,
      color: 'indigo',
      actor,
      action: item.emailFrom
        ? t('support.timeline.commentedByEmail', { address: item.emailFrom })
        : t('support.timeline.commented'),
      at: item.createdAt,
      content: message,
    };
  });
  return (
    <>
      <Timeline entries={entries} label={t('support.timeline.title')} />
      {viewing !== null && <FileViewer files={files} startId={viewing} hrefFor={hrefFor} onClose={closeViewer} />}
    </>
  );
}

/** The support window's conversation: the timeline (polled) and a reply box that posts comments with files. */
export function ConversationPanel<E extends string>({
  subject,
  id,
  describeEvent,
  replyLabel,
  replyHint,
  snippets,
  internalNotes,
  replyClosed,
}: ConversationPanelProps<E> & ConversationPanelOptions): ReactNode {
  const { t } = useTranslation();
  const timeline = useTimeline<E>(subject, id);
  const comment = useCreateComment(subject, id);
  const mentions = useMemo(
    () => ({
      cacheKey: [subject, id],
      load: async (query: string, internal: boolean) =>
        (
          await api<MentionCandidatesResponse>(
            'GET',
            `${subjectPath(subject, id)}/mention-candidates?${new URLSearchParams({
              q: query,
              ...(internal ? { internal: 'true' } : {}),
            }).toString()}`,
          )
        ).data,
    }),
    [subject, id],
  );

  const send = async (formData: FormData) => {
    await comment.mutateAsync(formData);
    toast.success(t(formData.get('internal') === 'true' ? 'attachments.reply.internalSent' : 'attachments.reply.sent'));
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="lg">
        <Title order={3} size="h4">
          {t('support.timeline.title')}
        </Title>
        {timeline.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {timeline.isError && !timeline.data && (
          <Text c="var(--ws-danger-text)" size="sm">
            {t('support.timeline.loadFailed')}
          </Text>
        )}
        {timeline.data && (
          <ConversationTimeline subject={subject} id={id} items={timeline.data} describeEvent={describeEvent} />
        )}
        <Divider />
        {replyClosed ? (
          <Alert color="gray" variant="light" title={replyClosed.title}>
            {replyClosed.text}
          </Alert>
        ) : (
          <ReplyBox
            label={replyLabel ?? t('support.reply.title')}
            hint={replyHint ?? null}
            onSend={send}
            snippets={snippets}
            internalNotes={internalNotes}
            mentions={mentions}
          />
        )}
      </Stack>
    </Paper>
  );
}
