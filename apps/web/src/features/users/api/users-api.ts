import { type ApiQuery, apiPath } from '@opinio/domain/api/api-route';
import { rolesApi, usersApi } from '@opinio/domain/api/users';
import type {
  TAccountSave,
  TPasswordChange,
  TRoleMappingsSave,
  TRoleSave,
  TUserBulk,
  TUserSave,
} from '@opinio/domain/schemas/users';
import { ZUserImportResult } from '@opinio/domain/schemas/users';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, callApi, readError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { useLocale } from '@/lib/number-format.ts';

/** The list's search, filters, sort and page, as its URL takes them. */
export type UserListQuery = ApiQuery<typeof usersApi.list>;

/** The address of the Excel export of the list with its search and filters. */
export function userExportHref(survey: string, query: Omit<UserListQuery, 'cursor' | 'limit'>): string {
  return apiPath(usersApi.export, { survey }, query as never);
}

/** The list and the details carry survey texts (scope units, alert titles) in the UI's language, `locale`. */
const usersKeys = {
  all: ['users'] as const,
  list: (survey: string, query: UserListQuery, locale: string) =>
    ['users', 'list', survey, query, locale] as const,
  details: (survey: string, userId: number, locale: string) =>
    ['users', 'details', survey, userId, locale] as const,
  roles: (survey: string) => ['users', 'roles', survey] as const,
  audit: (survey: string) => ['users', 'audit', survey] as const,
};

/** The user list, keyset-paged: each page carries the cursor of the next. */
export function useUserList(survey: string, query: UserListQuery) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: usersKeys.list(survey, query, useLocale()),
      queryFn: ({ pageParam, signal }) =>
        callApi(usersApi.list, {
          params: { survey },
          query: { ...query, cursor: pageParam ?? undefined },
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      placeholderData: keepPreviousData,
      meta: { silentError: true },
    }),
  );
}

function userDetailsOptions(survey: string, userId: number, locale: string) {
  return queryOptions({
    queryKey: usersKeys.details(survey, userId, locale),
    queryFn: ({ signal }) => callApi(usersApi.details, { params: { survey, userId }, signal }),
    meta: { silentError: true },
  });
}

/** The details of a member; no call for no member (`userId` 0: the editor adds one). */
export const useUserDetails = (survey: string, userId: number) =>
  useQuery({ ...userDetailsOptions(survey, userId, useLocale()), enabled: userId > 0 });

export function useRoles(survey: string) {
  return useQuery({
    queryKey: usersKeys.roles(survey),
    queryFn: ({ signal }) => callApi(rolesApi.list, { params: { survey }, signal }),
    meta: { silentError: true },
  });
}

export function useAuditLog(survey: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.audit(survey),
    queryFn: ({ signal }) => callApi(usersApi.audit, { params: { survey }, query: { limit: 100 }, signal }),
    enabled,
    meta: { silentError: true },
  });
}

export function useDeleteImpact(survey: string, userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'deleteImpact', survey, userId] as const,
    queryFn: ({ signal }) => callApi(usersApi.deleteImpact, { params: { survey, userId }, signal }),
    enabled,
    meta: { silentError: true },
  });
}

/** A change in user administration: errors shown where it was asked for, the lists and details refetched. */
function useUsersMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  invalidate: QueryKey = usersKeys.all,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}

export const useSaveUser = (survey: string) =>
  useUsersMutation((body: TUserSave) => callApi(usersApi.save, { params: { survey }, body }));

export const useBulkChange = (survey: string) =>
  useUsersMutation((body: TUserBulk) => callApi(usersApi.bulk, { params: { survey }, body }));

export const useUserAction = (survey: string) =>
  useUsersMutation<{ action: 'disable' | 'enable' | 'invite' | 'delete'; userId: number }, unknown>(
    ({ action, userId }: { action: 'disable' | 'enable' | 'invite' | 'delete'; userId: number }) => {
      const params = { params: { survey, userId } };
      switch (action) {
        case 'disable':
          return callApi(usersApi.disable, params);
        case 'enable':
          return callApi(usersApi.enable, params);
        case 'invite':
          return callApi(usersApi.invite, params);
        case 'delete':
          return callApi(usersApi.delete, params);
      }
    },
  );

export const useRevokeSession = (survey: string) =>
  useUsersMutation(({ userId, sessionId }: { userId: number; sessionId: string }) =>
    callApi(usersApi.revokeSession, { params: { survey, userId }, body: { sessionId } }),
  );

export const useSaveAccount = () =>
  useUsersMutation((body: TAccountSave) => callApi(usersApi.account, { body }), ['users']);

export const useChangePassword = () =>
  useUsersMutation((body: TPasswordChange) => callApi(usersApi.changePassword, { body }));

export const useSaveRole = (survey: string) =>
  useUsersMutation((body: TRoleSave) => callApi(rolesApi.save, { params: { survey }, body }));

export const useDeleteRole = (survey: string) =>
  useUsersMutation((roleId: number) => callApi(rolesApi.delete, { params: { survey, roleId } }));

export const useSaveMappings = (survey: string) =>
  useUsersMutation(({ roleId, body }: { roleId: number; body: TRoleMappingsSave }) =>
    callApi(rolesApi.mappings, { params: { survey, roleId }, body }),
  );

/** Uploads a user file; a file with bad rows answers 400 with every bad cell (ApiError.rows). */
async function uploadUsers(survey: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(apiPath(usersApi.importFile, { survey }), {
      method: 'POST',
      credentials: 'same-origin',
      // CSRF protection (docs/decisions/005), as every state-changing call.
      headers: { accept: 'application/json', 'x-requested-with': 'opinio' },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error', i18n.t('error.network'));
  }
  if (!response.ok) throw await readError(response);
  return ZUserImportResult.parse(await response.json());
}

export const useImportUsers = (survey: string) => useUsersMutation((file: File) => uploadUsers(survey, file));
