import { type ApiRoute, apiPath, type PathParamNames } from '@opinio/domain/api/api-route';
import { rolesApi, usersApi } from '@opinio/domain/api/users';
import type {
  TAccountSave,
  TPasswordChange,
  TRoleMappingsSave,
  TRoleSave,
  TUserBulk,
  TUserListQuery,
  TUserSave,
} from '@opinio/domain/schemas/users';
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
import type { z } from 'zod';
import { API_BASE, ApiError, apiRequest, readError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

type Entry = ApiRoute & { path: string; response: { 200: z.ZodType } };

/** A call of the route table: URL, method and answer's schema from the entry. */
function call<R extends Entry>(
  entry: R,
  params: Record<PathParamNames<R['path']>, string | number>,
  options: { query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<R['response'][200]>> {
  const url = apiPath(entry, params, options.query as never);
  return apiRequest(url.slice(API_BASE.length), {
    method: entry.method,
    body: options.body,
    schema: entry.response[200] as z.ZodType<z.infer<R['response'][200]>>,
    signal: options.signal,
  });
}

/** The address of the Excel export of the list with its search and filters. */
export function userExportHref(survey: string, query: Omit<TUserListQuery, 'cursor' | 'limit'>): string {
  return apiPath(usersApi.export, { survey }, query as never);
}

export const usersKeys = {
  all: ['users'] as const,
  list: (survey: string, query: TUserListQuery) => ['users', 'list', survey, query] as const,
  details: (survey: string, userId: number) => ['users', 'details', survey, userId] as const,
  roles: (survey: string) => ['users', 'roles', survey] as const,
  audit: (survey: string) => ['users', 'audit', survey] as const,
};

/** The user list, keyset-paged: each page carries the cursor of the next. */
export function useUserList(survey: string, query: TUserListQuery) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: usersKeys.list(survey, query),
      queryFn: ({ pageParam, signal }) =>
        call(usersApi.list, { survey }, { query: { ...query, cursor: pageParam ?? undefined }, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      placeholderData: keepPreviousData,
      meta: { silentError: true },
    }),
  );
}

export function userDetailsOptions(survey: string, userId: number) {
  return queryOptions({
    queryKey: usersKeys.details(survey, userId),
    queryFn: ({ signal }) => call(usersApi.details, { survey, userId }, { signal }),
    meta: { silentError: true },
  });
}

export const useUserDetails = (survey: string, userId: number) =>
  useQuery(userDetailsOptions(survey, userId));

export function useRoles(survey: string) {
  return useQuery({
    queryKey: usersKeys.roles(survey),
    queryFn: ({ signal }) => call(rolesApi.list, { survey }, { signal }),
    meta: { silentError: true },
  });
}

export function useAuditLog(survey: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.audit(survey),
    queryFn: ({ signal }) => call(usersApi.audit, { survey }, { query: { limit: 100 }, signal }),
    enabled,
    meta: { silentError: true },
  });
}

export function useDeleteImpact(survey: string, userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'deleteImpact', survey, userId] as const,
    queryFn: ({ signal }) => call(usersApi.deleteImpact, { survey, userId }, { signal }),
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
  useUsersMutation((body: TUserSave) => call(usersApi.save, { survey }, { body }));

export const useBulkChange = (survey: string) =>
  useUsersMutation((body: TUserBulk) => call(usersApi.bulk, { survey }, { body }));

export const useUserAction = (survey: string) =>
  useUsersMutation(
    ({ action, userId }: { action: 'disable' | 'enable' | 'invite' | 'delete'; userId: number }) => {
      const entry = {
        disable: usersApi.disable,
        enable: usersApi.enable,
        invite: usersApi.invite,
        delete: usersApi.delete,
      }[action];
      return call(
        entry as Entry & typeof usersApi.disable,
        { survey, userId },
        { body: {} },
      ) as Promise<unknown>;
    },
  );

export const useRevokeSession = (survey: string) =>
  useUsersMutation(({ userId, sessionId }: { userId: number; sessionId: string }) =>
    call(usersApi.revokeSession, { survey, userId }, { body: { sessionId } }),
  );

export const useSaveAccount = () =>
  useUsersMutation((body: TAccountSave) => call(usersApi.account, {} as never, { body }), ['users']);

export const useChangePassword = () =>
  useUsersMutation((body: TPasswordChange) => call(usersApi.changePassword, {} as never, { body }));

export const useSaveRole = (survey: string) =>
  useUsersMutation((body: TRoleSave) => call(rolesApi.save, { survey }, { body }));

export const useDeleteRole = (survey: string) =>
  useUsersMutation((roleId: number) => call(rolesApi.delete, { survey, roleId }, { body: {} }));

export const useSaveMappings = (survey: string) =>
  useUsersMutation(({ roleId, body }: { roleId: number; body: TRoleMappingsSave }) =>
    call(rolesApi.mappings, { survey, roleId }, { body }),
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
  return usersApi.importFile.response[200].parse(await response.json());
}

export const useImportUsers = (survey: string) => useUsersMutation((file: File) => uploadUsers(survey, file));
