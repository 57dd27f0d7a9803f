import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state.tsx';
import { LoadingSkeleton } from './loading-skeleton.tsx';

/** The parts of a keyset-paged (infinite) query that its list shows. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface PagedListBodyProps {
  query: PagedQuery;
  /** How many rows the loaded pages hold. */
  itemCount: number;
  /** Shown once loaded with no rows; null shows nothing. */
  empty: ReactNode;
  /** Pad the loading and error states (for a bare Paper rather than a Panel). */
  padded?: boolean;
  /** The rows, rendered while there are any. */
  children: ReactNode;
}

/** A paged list's states: loading, first page failed, empty, the rows, a later page failed. */
export function PagedListBody({ query, itemCount, empty, padded = false, children }: PagedListBodyProps) {
  const pad = (node: ReactNode) => (padded ? <Stack sx={{ p: 2 }}>{node}</Stack> : node);
  const loaded = query.data !== undefined;
  return (
    <>
      {query.isPending && pad(<LoadingSkeleton variant="rows" />)}
      {query.isError && !loaded && pad(<ErrorState error={query.error} onRetry={() => query.refetch()} />)}
      {query.isSuccess && itemCount === 0 && empty}
      {itemCount > 0 && children}
      {query.isError &&
        loaded &&
        pad(<ErrorState error={query.error} onRetry={() => query.fetchNextPage()} />)}
    </>
  );
}

interface LoadMoreButtonProps {
  query: Pick<PagedQuery, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label: string;
  testId?: string;
}

/** The footer of a paged list: fetches the next page while there is one. */
export function LoadMoreButton({ query, label, testId }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outlined"
      onClick={() => query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      sx={{ alignSelf: 'center' }}
      data-testid={testId}
    >
      {query.isFetchingNextPage ? t('state.loading') : label}
    </Button>
  );
}

/**
 * A feed's next page comes by itself once the end of the list nears the screen: the returned
 * ref goes on a mark after the last item (an IntersectionObserver watches it, also inside a
 * box that scrolls). A "Load more" button beside it stays for the keyboard and for a browser
 * that does not observe.
 */
export function useLoadMoreOnSight<T extends Element>(
  query: Pick<PagedQuery, 'hasNextPage' | 'isFetchingNextPage' | 'isError' | 'fetchNextPage'>,
  /** How many items are loaded: after each page the mark is looked at again. */
  itemCount: number,
) {
  const mark = useRef<T>(null);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const more = hasNextPage && !isFetchingNextPage && !isError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer per loaded page tells whether the mark is still in sight
  useEffect(() => {
    const element = mark.current;
    if (!element || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          fetchNextPage();
        }
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, fetchNextPage, itemCount]);
  return mark;
}
