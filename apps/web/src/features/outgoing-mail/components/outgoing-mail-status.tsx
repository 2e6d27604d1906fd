import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutgoingMailStatus } from '@workspace/shared/insight/outgoing-mail.constants';

const COLORS: Record<OutgoingMailStatus, string> = { queued: 'blue', sent: 'teal', failed: 'red', bounced: 'orange' };

/** A mail's state in the delivery log, as a badge with its word (the colour only repeats it). */
export function OutgoingMailStatusBadge({ status }: { status: OutgoingMailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="sm">
      {t(`outgoingMail.status.${status}`)}
    </Badge>
  );
}

/** A mail's kind in words (`ticketReply`: "Ticket reply"); a kind without words shows as it is stored. */
export function useMailKind(): (kind: string) => string {
  const { t } = useTranslation();
  return (kind) => t(`outgoingMail.kinds.${kind}`, { defaultValue: kind });
}
