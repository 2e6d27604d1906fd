import { Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Saves the codes as a text file, one a line, under a header naming the account. */
function downloadCodes(codes: readonly string[], header: string) {
  const href = URL.createObjectURL(
    new Blob([`${header}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = href;
  link.download = 'workspace-recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy, download, and
 * an explicit "I have saved them" to leave.
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text fw={600}>{t('twoFactor.codesTitle')}</Text>
      <Text size="sm">{t('twoFactor.codesIntro')}</Text>
      <List
        aria-label={t('twoFactor.codesListLabel')}
        listStyleType="none"
        ff="monospace"
        spacing={4}
        style={{ columns: 2 }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={() => {
                copy();
                toast.success(t('twoFactor.codesCopied'));
              }}
            >
              {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => downloadCodes(codes, t('twoFactor.codesFileHeader', { email }))}>
          {t('twoFactor.downloadCodes')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('twoFactor.saved')}</Button>
      </Group>
    </Stack>
  );
}
