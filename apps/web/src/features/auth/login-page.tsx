import { Alert, Anchor, Button, Center, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginResponse, LoginSession } from '@workspace/shared/auth/auth.schemas';
// zod's small build: this page does not download the whole of zod (the server checks the same schemas).
import {
  isTwoFactorChallenge,
  loginRequestSchema,
  registerRequestSchema,
  signInCodeSchema,
  signInRecoveryCodeSchema,
  type LoginTwoFactorRequest,
} from '@workspace/shared/auth/sign-in.schemas';
import type { User } from '@workspace/shared/users/users.schemas';
import { HOME_BY_ROLE } from '@workspace/shared/routes/screen-routes';
import { api, ApiError, ensureCsrfCookie } from '../../lib/api-client';
import { applySubmitError, reportSubmitError, zodErrors } from '../../lib/form-validation';
import { ColorSchemeSwitch, LanguageSwitch, languageAtSignIn } from '../../components/preference-switches';
import { useDocumentTitle } from '../../lib/document-title';
import { saveSession } from '../../lib/storage';
import { toast } from '../../lib/toast';

/** Where a fresh session lands: home, or the profile's setup when the role requires two-factor first. */
function landingOf(user: User): string {
  return user.twoFactorSetupRequired ? '/profile?twoFactor=setup' : HOME_BY_ROLE[user.type];
}

/**
 * The second step of a sign-in with two-factor: a code from the app, or (switch) one recovery
 * code. Back returns to the password.
 */
function CodeStep({ challenge, onSignedIn, onBack }: { challenge: string; onSignedIn: (session: LoginSession) => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '', recoveryCode: '' },
    validate: (values) => (useRecovery ? zodErrors(signInRecoveryCodeSchema, values, t) : zodErrors(signInCodeSchema, values, t)),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const body: LoginTwoFactorRequest = useRecovery ? { challenge, recoveryCode: values.recoveryCode } : { challenge, code: values.code };
    try {
      await onSignedIn(await api<LoginSession>('POST', '/api/login/two-factor', body));
    } catch (error) {
      setFailure(applySubmitError(error, form.setErrors, t('toast.noData')));
    }
  });
  const switchMode = () => {
    setUseRecovery((value) => !value);
    setFailure(null);
    form.clearErrors();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{useRecovery ? t('twoFactor.loginRecovery') : t('twoFactor.loginCode')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {useRecovery ? (
          <TextInput
            key="recovery"
            label={t('twoFactor.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            {...form.getInputProps('recoveryCode')}
          />
        ) : (
          <TextInput
            key="code"
            label={t('twoFactor.codeLabel')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            data-autofocus
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" loading={form.submitting}>
          {t('twoFactor.verify')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('twoFactor.back')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {useRecovery ? t('twoFactor.useAppCode') : t('twoFactor.useRecoveryCode')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

function LoginForm({ email, onRegister }: { email: string; onRegister: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm({ initialValues: { email, password: '' }, validate: (values) => zodErrors(loginRequestSchema, values, t) });

  /** Keeps the session exactly as a password-only sign-in does, then goes in. */
  const signedIn = async ({ user, token }: LoginSession) => {
    if (!user || !token) throw new ApiError(500, 'internal', t('toast.noData'));
    saveSession(localStorage, token, user);
    // Their saved language from the moment they are in, unless they just chose one on this page.
    await languageAtSignIn(user);
    await navigate(landingOf(user));
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await ensureCsrfCookie();
      const answer = await api<LoginResponse>('POST', '/api/login', values);
      if (isTwoFactorChallenge(answer)) {
        setChallenge(answer.challenge);
        return;
      }
      await signedIn(answer);
    } catch (error) {
      setFailure(applySubmitError(error, form.setErrors, t('toast.noData')));
    }
  });

  if (challenge) {
    return (
      <CodeStep
        challenge={challenge}
        onSignedIn={signedIn}
        onBack={() => {
          setChallenge(null);
          form.setFieldValue('password', '');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="username" data-autofocus {...form.getInputProps('email')} />
        <PasswordInput label={t('fields.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={form.submitting}>
          {t('auth.signIn')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.noAccount')}{' '}
          <Anchor component="button" type="button" onClick={onRegister}>
            {t('auth.createAccountLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function RegisterForm({ onDone, onBack }: { onDone: (email: string) => void; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    initialValues: { name: '', surname: '', email: '', phone: '', password: '' },
    validate: (values) => zodErrors(registerRequestSchema, values, t),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await ensureCsrfCookie();
      const { user } = await api<{ user: { email: string } }>('POST', '/api/register', { ...values, language: i18n.language });
      toast.success(t('toast.registered'));
      onDone(user.email);
    } catch (error) {
      reportSubmitError(error, form.setErrors, t('toast.noData'));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow>
          <TextInput label={t('fields.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('fields.surname')} withAsterisk {...form.getInputProps('surname')} />
        </Group>
        <TextInput label={t('fields.email')} type="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label={t('fields.phone')} {...form.getInputProps('phone')} />
        <PasswordInput label={t('fields.password')} withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={form.submitting}>
          {t('auth.createAccount')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component="button" type="button" onClick={onBack}>
            {t('auth.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** /login: the sign-in dialog and the registration dialog, each can be opened and closed. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.login'));
  const [dialog, setDialog] = useState<'login' | 'register' | null>('login');
  const [email, setEmail] = useState('');
  return (
    <Center mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))" pos="relative">
      {/* Before signing in too: the language (a browser set to Turkish already opens in it) and light or dark. */}
      <Group pos="absolute" top={16} right={16} gap="sm">
        <ColorSchemeSwitch />
        <LanguageSwitch />
      </Group>
      <Stack align="center">
        <Title order={1}>{t('app.name')}</Title>
        {dialog === null && (
          <>
            <Text c="dimmed">{t('auth.closed')}</Text>
            <Group>
              <Button onClick={() => setDialog('login')}>{t('auth.openSignIn')}</Button>
              <Button variant="light" onClick={() => setDialog('register')}>
                {t('auth.createAccountLink')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal opened={dialog === 'login'} onClose={() => setDialog(null)} title={t('auth.signInTitle')} centered>
        <LoginForm key={email} email={email} onRegister={() => setDialog('register')} />
      </Modal>
      <Modal opened={dialog === 'register'} onClose={() => setDialog(null)} title={t('auth.registerTitle')} centered size="lg">
        <RegisterForm
          onBack={() => setDialog('login')}
          onDone={(registered) => {
            setEmail(registered);
            setDialog('login');
          }}
        />
      </Modal>
    </Center>
  );
}
