import { Alert, Anchor, Button, Center, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse, LoginSession } from '@workspace/shared/auth/auth.schemas';
import type { LoginTwoFactorRequest } from '@workspace/shared/auth/sign-in.schemas';
import { isTwoFactorChallenge } from '@workspace/shared/auth/sign-in-answer';
import type { User } from '@workspace/shared/users/users.schemas';
import { HOME_BY_ROLE } from '@workspace/shared/routes/home';
import { api, ApiError, ensureCsrfCookie } from '../../lib/api-client';
import { applySubmitError, reportSubmitError } from '../../lib/form-validation';
import { Dialog } from '../../components/dialog';
import { ColorSchemeSwitch, LanguageSwitch, languageAtSignIn } from '../../components/preference-switches';
import { useDocumentTitle } from '../../lib/document-title';
import { saveSession } from '../../lib/storage';
import { toast } from '../../lib/toast';

/** Where a fresh session lands: home, or the profile's setup when the role requires two-factor first. */
function landingOf(user: User): string {
  return user.twoFactorSetupRequired ? '/profile?twoFactor=setup' : HOME_BY_ROLE[user.type];
}

/** The forms' checks (./sign-in-checks.ts): asked for at the first keystroke, awaited on submit. */
const loadChecks = () => import('./sign-in-checks');
const preloadChecks = () => void loadChecks().catch(() => undefined);

/** Whether a check found anything; then its messages are under their fields and nothing is sent. */
function refused(errors: Record<string, string>, setErrors: (errors: Record<string, string>) => void): boolean {
  if (Object.keys(errors).length === 0) return false;
  setErrors(errors);
  return true;
}

/**
 * The second step of a sign-in with two-factor: a code from the app, or (switch) one recovery
 * code. Back returns to the password.
 */
function CodeStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (session: LoginSession) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '', recoveryCode: '' }, onValuesChange: preloadChecks });
  // The dialog focused the email field when it opened; this step replaces the form inside it, so
  // its field takes the focus itself (and again when the switch swaps code and recovery code).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [useRecovery]);
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const checks = await loadChecks();
    if (refused(useRecovery ? checks.recoveryCodeErrors(values, t) : checks.codeErrors(values, t), form.setErrors))
      return;
    const body: LoginTwoFactorRequest = useRecovery
      ? { challenge, recoveryCode: values.recoveryCode }
      : { challenge, code: values.code };
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
            ref={field}
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
            ref={field}
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

function LoginForm({ email, onRegister, onSignedIn }: { email: string; onRegister: () => void; onSignedIn: SignedIn }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm({ initialValues: { email, password: '' }, onValuesChange: preloadChecks });
  // Back from the code step the password is asked again: its field takes the focus (and is the
  // one the dialog goes back to, where the email field is on opening).
  const password = useRef<HTMLInputElement>(null);
  const [askedAgain, setAskedAgain] = useState(false);
  useEffect(() => {
    if (challenge === null && askedAgain) password.current?.focus();
  }, [challenge, askedAgain]);

  /** Keeps the session exactly as a password-only sign-in does, then goes in. */
  const signedIn = async ({ user, token }: LoginSession) => {
    if (!user || !token) throw new ApiError(500, 'internal', t('toast.noData'));
    saveSession(localStorage, token, user);
    // Their saved language from the moment they are in, unless they just chose one on this page.
    await languageAtSignIn(user);
    await onSignedIn(landingOf(user));
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    if (refused((await loadChecks()).loginErrors(values, t), form.setErrors)) return;
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
          setAskedAgain(true);
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
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          data-autofocus={!askedAgain || undefined}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          data-autofocus={askedAgain || undefined}
          ref={password}
          {...form.getInputProps('password')}
        />
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
    onValuesChange: preloadChecks,
  });
  const submit = form.onSubmit(async (values) => {
    if (refused((await loadChecks()).registerErrors(values, t), form.setErrors)) return;
    try {
      await ensureCsrfCookie();
      const { user } = await api<{ user: { email: string } }>('POST', '/api/register', {
        ...values,
        language: i18n.language,
      });
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
        <PasswordInput
          label={t('fields.password')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
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

/** Goes to a path once signed in: the router's navigation, or, on a login page opened on its own, starting the app there. */
export type SignedIn = (path: string) => Promise<void> | void;

/** Light or dark and the language: in the page's corner, or in the open dialog's header. */
function PreferenceSwitches() {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSchemeSwitch />
      <LanguageSwitch />
    </Group>
  );
}

/**
 * One of the page's dialogs. It carries the switches in its header: a dialog leaves the page behind
 * it out of reach (a click there closes it, the keyboard stays inside), so switches left in the
 * page's corner could be neither clicked nor tabbed to while it is open.
 */
function PageDialog({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      headerControls={<PreferenceSwitches />}
    >
      {children}
    </Dialog>
  );
}

/**
 * /login: the sign-in dialog and the registration dialog, each can be opened and closed. It does
 * not use the router: a signed-out visit opens this page alone (`main.tsx`), without the app's code.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: SignedIn }) {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.login'));
  const [dialog, setDialog] = useState<'login' | 'register' | null>('login');
  const [email, setEmail] = useState('');
  return (
    <Center mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))" pos="relative">
      {/* Before signing in too: the language (a browser set to Turkish already opens in it) and light or dark. */}
      {dialog === null && (
        <Group pos="absolute" top={16} right={16}>
          <PreferenceSwitches />
        </Group>
      )}
      <Stack align="center" px="md">
        <Title order={1}>{t('app.name')}</Title>
        {dialog === null && (
          <>
            <Text ta="center" maw={420}>
              {t('auth.closed')}
            </Text>
            <Group justify="center">
              <Button onClick={() => setDialog('login')}>{t('auth.openSignIn')}</Button>
              <Button variant="light" onClick={() => setDialog('register')}>
                {t('auth.createAccountLink')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <PageDialog opened={dialog === 'login'} onClose={() => setDialog(null)} title={t('auth.signInTitle')}>
        <LoginForm key={email} email={email} onRegister={() => setDialog('register')} onSignedIn={onSignedIn} />
      </PageDialog>
      <PageDialog
        opened={dialog === 'register'}
        onClose={() => setDialog(null)}
        title={t('auth.registerTitle')}
        size="lg"
      >
        <RegisterForm
          onBack={() => setDialog('login')}
          onDone={(registered) => {
            setEmail(registered);
            setDialog('login');
          }}
        />
      </PageDialog>
    </Center>
  );
}
