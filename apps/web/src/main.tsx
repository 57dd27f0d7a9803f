import { rewriteHashUrl } from '@opinio/domain/routes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { BootFailure } from './app/boot-failure.tsx';
import { errorMessage } from './lib/api-client.ts';
import { getClientConfig } from './lib/client-config.ts';
import { i18n } from './lib/i18n.ts';

// Old links used hash routing: "/#/sl" becomes "/sl".
const rewritten = rewriteHashUrl(window.location.hash);
if (rewritten) window.history.replaceState(null, '', rewritten);
document.documentElement.lang = i18n.language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

getClientConfig(window.location.hostname).then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error('Client configuration could not be loaded; the app is not mounted.', error);
    root.render(<BootFailure reason={errorMessage(error)} />);
  },
);
