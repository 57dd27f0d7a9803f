import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { LoadingSkeleton } from './loading-skeleton.tsx';
import { ScreenTitle } from './screen-title.tsx';

/** The route names that have a `screen.<route>.title` text. */
type TitledRoute = ParseKeys extends infer K ? (K extends `screen.${infer R}.title` ? R : never) : never;

interface DetailScreenStatusProps {
  /** The route name; the title is its `screen.<route>.title`. */
  route: TitledRoute;
  /** Shown when the record does not exist or is outside the user's scope (404). */
  notFoundText: string;
  /** The record's query while it loads or failed; none when there is nothing to ask for (no survey, bad id). */
  query?: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The way back, above the title. */
  back?: ReactNode;
}

/**
 * A detail screen without its record: loading, not found (404 or nothing to ask for, with the
 * way to the start page) or failed with a retry.
 */
export function DetailScreenStatus({ route, notFoundText, query, back }: DetailScreenStatusProps) {
  const { t } = useTranslation();
  const notFound = !query || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack spacing={2}>
      {back}
      <ScreenTitle route={route}>{t(`screen.${route}.title`)}</ScreenTitle>
      {query?.isPending && <LoadingSkeleton variant="rows" />}
      {notFound && (
        <>
          <EmptyState text={notFoundText} />
          <Button component={Link} to="/" variant="outlined" sx={{ alignSelf: 'center' }}>
            {t('noAccess.home')}
          </Button>
        </>
      )}
      {query?.isError && !notFound && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
    </Stack>
  );
}
