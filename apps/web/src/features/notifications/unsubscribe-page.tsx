import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '@workspace/shared/notifications/notification-preferences.schemas';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError } from '../../lib/api-client';
import i18n from '../../lib/i18n';
import en from './texts/unsubscribe-en.json';
import tr from './texts/unsubscribe-tr.json';

// Its own words (the kinds' names too): the page is one small chunk, apart from the settings'.
for (const [language, texts] of Object.entries({ en, tr }))
  i18n.addResourceBundle(language, 'translation', { unsubscribe: texts }, true, false);

/**
 * /unsubscribe?token=…: where a mail's "Stop these e-mails" link leads, without signing in. It says
 * which e-mails the link stops, in the language of the person it names, and stops them with one
 * button (`POST /api/unsubscribe`, the signed link being the credential).
 */
export function UnsubscribePage() {
  const { t: appT } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
  const info = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api<UnsubscribeInfo>('GET', url),
    enabled: token !== '',
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => api<UnsubscribeInfo>('POST', url) });
  // The words of the person the link names, whatever language this browser was showing.
  const t = info.data ? i18n.getFixedT(info.data.language) : appT;
  const kind = info.data ? t(`unsubscribe.kinds.${info.data.kind}`) : '';

  let body;
  if (token === '') body = <Alert color="red">{t('unsubscribe.noToken')}</Alert>;
  else if (info.isPending) body = <Loader size="sm" aria-label={t('unsubscribe.loading')} />;
  else if (info.isError)
    body = (
      <Alert color="red">
        {info.error instanceof ApiError && info.error.status === 404 ? t('unsubscribe.invalid') : info.error.message}
      </Alert>
    );
  else if (stop.isSuccess || !info.data.email)
    body = (
      <Alert color="green" role="status">
        {t(stop.isSuccess ? 'unsubscribe.done' : 'unsubscribe.alreadyOff', { kind })}
      </Alert>
    );
  else
    body = (
      <>
        <Text>{t('unsubscribe.question', { kind })}</Text>
        {stop.isError && <Alert color="red">{stop.error.message}</Alert>}
        <Button onClick={() => stop.mutate()} loading={stop.isPending} w="fit-content">
          {t('unsubscribe.confirm')}
        </Button>
      </>
    );

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="lg" w="100%" maw={480} lang={info.data?.language}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('unsubscribe.title')}
          </Title>
          {body}
          <Anchor component={Link} to="/notifications?view=settings" size="sm">
            {t('unsubscribe.settings')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

export const Component = UnsubscribePage;
