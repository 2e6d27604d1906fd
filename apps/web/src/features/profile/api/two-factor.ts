import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodesResponse,
  TwoFactorEnableRequest,
  TwoFactorPasswordRequest,
  TwoFactorPolicy,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@workspace/shared/auth/two-factor.schemas';
import type { User } from '@workspace/shared/users/users.schemas';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { twoFactorKeys } from '../../../lib/query-keys';
import { replaceStoredUser, storedUser } from '../../../lib/stored-user';

/** GET /api/two-factor: the caller's own state. */
export const twoFactorStatusQuery = () =>
  queryOptions({ queryKey: twoFactorKeys.status(), queryFn: () => api<TwoFactorStatus>('GET', '/api/two-factor') });

/** GET /api/two-factor/policy (the master's). */
export const twoFactorPolicyQuery = () =>
  queryOptions({
    queryKey: twoFactorKeys.policy(),
    queryFn: () => api<TwoFactorPolicy>('GET', '/api/two-factor/policy'),
  });

/** POST /api/two-factor/setup: a new secret each call; nothing is cached. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => api<TwoFactorSetupResponse>('POST', '/api/two-factor/setup') });
}

/**
 * POST /api/two-factor/enable. Once on, the stored user loses its setup flag and the cached
 * current user is dropped, so the guard lets the person leave the profile.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorEnableRequest) => api<RecoveryCodesResponse>('POST', '/api/two-factor/enable', body),
    onSuccess: async () => {
      const user = storedUser();
      if (user?.twoFactorSetupRequired) replaceStoredUser({ ...user, twoFactorSetupRequired: false } satisfies User);
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
    },
  });
}

/** POST /api/two-factor/disable with the password. */
export function useDisableTwoFactor() {
  return useInvalidatingMutation(
    (body: TwoFactorPasswordRequest) => api<{ ok: true }>('POST', '/api/two-factor/disable', body),
    [twoFactorKeys.status()],
  );
}

/** POST /api/two-factor/recovery-codes with the password: ten new codes, shown once. */
export function useRenewRecoveryCodes() {
  return useInvalidatingMutation(
    (body: TwoFactorPasswordRequest) => api<RecoveryCodesResponse>('POST', '/api/two-factor/recovery-codes', body),
    [twoFactorKeys.status()],
  );
}

/** PUT /api/two-factor/policy. */
export function useSaveTwoFactorPolicy() {
  return useInvalidatingMutation(
    (body: TwoFactorPolicy) => api<TwoFactorPolicy>('PUT', '/api/two-factor/policy', body),
    [twoFactorKeys.all],
  );
}
