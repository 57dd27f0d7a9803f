import { i18n } from '@/lib/i18n.ts';

/**
 * Shown instead of the app when the client configuration cannot be loaded: the app is not
 * mounted (docs/product.md#when-the-app-is-not-mounted). Plain markup: nothing else may have
 * loaded.
 */
export function BootFailure({ reason }: { reason: string }) {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 560,
        margin: '10vh auto',
        padding: 16,
        color: '#222',
      }}
    >
      <h1 style={{ fontSize: 24 }}>{i18n.t('boot.title')}</h1>
      <p>{i18n.t('boot.body')}</p>
      <p
        role="alert"
        data-testid="boot-failure"
        style={{ padding: 12, border: '1px solid #be0000', borderRadius: 6 }}
      >
        {reason}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '8px 16px', fontSize: 16 }}
      >
        {i18n.t('action.retry')}
      </button>
    </main>
  );
}
