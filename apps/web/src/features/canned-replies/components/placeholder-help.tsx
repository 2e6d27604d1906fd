import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANNED_REPLY_PLACEHOLDERS } from '@workspace/shared/tickets/canned-replies.constants';

const PLACEHOLDER_TEXT_KEYS: Record<(typeof CANNED_REPLY_PLACEHOLDERS)[number], string> = {
  '{customer.name}': 'cannedReplies.placeholders.customerName',
  '{ticket.subject}': 'cannedReplies.placeholders.ticketSubject',
};

/** How canned replies are used: typed "/" in a ticket's reply box, with the placeholders filled in. */
export function PlaceholderHelp() {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t('cannedReplies.howToInsert')}</Text>
      <Text size="sm">{t('cannedReplies.placeholdersIntro')}</Text>
      <List size="sm" spacing={4}>
        {CANNED_REPLY_PLACEHOLDERS.map((placeholder) => (
          <List.Item key={placeholder}>
            <Code>{placeholder}</Code> – {t(PLACEHOLDER_TEXT_KEYS[placeholder])}
          </List.Item>
        ))}
      </List>
    </>
  );
}
