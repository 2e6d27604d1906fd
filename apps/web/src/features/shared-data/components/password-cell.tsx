import { ActionIcon, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHint } from '../../../components/hover-tip';
import { toast } from '../../../lib/toast';
import { revealPassword } from '../api/shared-data-mutations';

/** How long a shown or copied password stays, in milliseconds. */
export const PASSWORD_VISIBLE_MS = 30_000;
const COPIED_HINT_MS = 2_000;
/** The same dots whatever the password: its length is not shown either. */
const MASK = '••••••••';

/*
 * The clipboard is cleared on a timer that outlives the cell: a person copies, then leaves the
 * page to paste, and the password should still go from the clipboard 30 s later. Best effort: a
 * browser may refuse to write while the tab is in the background.
 */
let clipboardTimer: ReturnType<typeof setTimeout> | undefined;
function clearClipboardLater() {
  clearTimeout(clipboardTimer);
  clipboardTimer = setTimeout(() => {
    void navigator.clipboard?.writeText('').catch(() => undefined);
  }, PASSWORD_VISIBLE_MS);
}

type Props = { id: number; name: string };

/**
 * A record's password as dots, with Reveal (shows it for 30 s, or until pressed again) and Copy
 * (to the clipboard, cleared after 30 s). Each press asks the server, which records it; the value
 * lives only in this cell's state, never in the query cache.
 */
export function PasswordCell({ id, name }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(copiedTimer.current);
    },
    [],
  );

  const hide = () => {
    clearTimeout(hideTimer.current);
    setShown(null);
  };

  const fetchPassword = async (purpose: 'reveal' | 'copy'): Promise<string | null> => {
    setBusy(true);
    try {
      return await revealPassword(id, purpose);
    } catch {
      toast.error(t('sharedData.failedToLoad'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const toggle = async () => {
    if (shown !== null) return hide();
    const password = await fetchPassword('reveal');
    if (password === null) return;
    setShown(password);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setShown(null), PASSWORD_VISIBLE_MS);
  };

  const copy = async () => {
    const password = await fetchPassword('copy');
    if (password === null) return;
    try {
      await navigator.clipboard.writeText(password);
    } catch {
      toast.error(t('sharedData.copyFailed'));
      return;
    }
    clearClipboardLater();
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_HINT_MS);
  };

  const revealLabel = t(shown === null ? 'sharedData.reveal' : 'sharedData.hide', { name });
  const copyLabel = t('sharedData.copy', { name });
  const hint = useHint();
  return (
    <Group gap={4} wrap="nowrap">
      {shown === null ? (
        <Text span ff="monospace" size="sm" aria-label={t('sharedData.hidden')} role="img">
          {MASK}
        </Text>
      ) : (
        <Text
          span
          ff="monospace"
          size="sm"
          style={{ whiteSpace: 'pre', overflowWrap: 'anywhere' }}
          data-testid="revealed-password"
        >
          {shown}
        </Text>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={revealLabel}
        aria-pressed={shown !== null}
        onClick={() => !busy && void toggle()}
        {...hint(revealLabel)}
      >
        {shown === null ? <IconEye size={16} /> : <IconEyeOff size={16} />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        aria-label={copyLabel}
        onClick={() => !busy && void copy()}
        {...hint(copyLabel)}
      >
        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      </ActionIcon>
      {copied && (
        <Text span size="xs" c="var(--ws-success-text)" role="status">
          {t('sharedData.copied')}
        </Text>
      )}
    </Group>
  );
}
