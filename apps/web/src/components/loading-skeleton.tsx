import { useTranslation } from 'react-i18next';
import { Placeholder } from './plain-controls.tsx';
import './loading-skeleton.css';

interface LoadingSkeletonProps {
  variant?: 'chart' | 'rows' | 'tiles';
  height?: number;
}

/** A component's place while its data (or code) is on its way; announced as loading. */
export function LoadingSkeleton({ variant = 'rows', height = 240 }: LoadingSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className="loading-skeleton" role="status" aria-label={t('state.loading')} data-variant={variant}>
      {variant === 'chart' && <Placeholder height={height} />}
      {variant === 'rows' && [0, 1, 2, 3, 4].map((i) => <Placeholder key={i} variant="text" height={32} />)}
      {variant === 'tiles' && [0, 1, 2, 3].map((i) => <Placeholder key={i} height={120} />)}
    </div>
  );
}
