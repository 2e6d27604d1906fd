import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { mentionParts } from '@workspace/shared/conversation/mention-markup';
import type { Mention } from '@workspace/shared/conversation/mentions';
import './mention-texts';

/**
 * A comment's text with its @mentions shown as the people's current names, styled apart; a person
 * whose name the reader may not see (the server answers none) shows as a neutral word.
 */
export function CommentBody({ body, mentions }: { body: string; mentions: readonly Mention[] }) {
  const { t } = useTranslation();
  const named = new Map(mentions.map((mention) => [mention.id, mention]));
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {mentionParts(body).map((part, index) => {
        if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
        const person = named.get(part.id);
        const name = person?.name != null ? `${person.name} ${person.surname ?? ''}`.trim() : null;
        return (
          <Text key={index} span fw={600} c="var(--mantine-color-anchor)" data-mention={part.id}>
            @{name ?? t('attachments.mention.hidden')}
          </Text>
        );
      })}
    </Text>
  );
}
