import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { sharedPackageForTheWeb } from './build/route-table-without-schemas.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const MUI_CORE_COMPONENTS = [
  'styles',
  'utils',
  'internal',
  'transitions',
  'zero-styled',
  'DefaultPropsProvider',
  'className',
  'useMediaQuery',
  'CssBaseline',
  'GlobalStyles',
  'SvgIcon',
  'ButtonBase',
  'Button',
  'IconButton',
  'Typography',
  'Paper',
  'Box',
  'Stack',
  'Grid',
  'Link',
  'Divider',
  'Skeleton',
  'CircularProgress',
  'Portal',
  'Modal',
  'Backdrop',
  'Fade',
  'Grow',
  'Popover',
  'Menu',
  'MenuList',
  'MenuItem',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'ListSubheader',
  'Toolbar',
  'AppBar',
  'Badge',
  'Chip',
  'Breadcrumbs',
  'Unstable_TrapFocus',
];
/**
 * What the first file runs before the app loads: the early calls, and where a signed-in "/" goes.
 * With them the input limits, which the respondent's questionnaire (a page of its own) also
 * reads: in any other file they would bring that file's imports to the questionnaire.
 */
const FIRST_FILE_NEEDS =
  /packages[\\/]domain[\\/]src[\\/](routes|constants|drill-path|filter-token|limits)\.ts|src[\\/]lib[\\/](early-calls|locale-choice|page-path|filters|first-screen|intl-warm-up)\.ts|vite[\\/]preload-helper|modulepreload-polyfill/;
/** The English core texts and the languages' own names: the sign-in page's and the app's. */
const FIRST_TEXTS = /src[\\/](app[\\/]shell[\\/]native-names\.ts|lib[\\/]locales[\\/]en[\\/]core\.ts)/;
/**
 * The sign-in page before the app, the form it shares with the app's sign-in screen, and its
 * notice of a first setup still to be done.
 */
const SIGN_IN_PAGE =
  /src[\\/](app[\\/]sign-in-(page|entry)\.tsx|features[\\/]auth[\\/](components[\\/]sign-in|api[\\/]sign-in-call)|features[\\/]setup[\\/](components[\\/]setup-notice|api[\\/]setup-state-call))/;
const SIGNED_IN_CORE =
  /apps[\\/]web[\\/]src[\\/](app|lib|components[\\/](app-snackbar|chart-table|chart-toolbar|echart|empty-state|error-state|loading-skeleton|no-access-screen|page-icon|panel|plain-controls|removable-chip|screen-title|table-scroll|visually-hidden)|entities[\\/](session|selection[\\/](api|lib|components[\\/]drill-breadcrumb)|reports[\\/](api|lib|components[\\/]report-menu))|features[\\/](dashboard|filters[\\/]components[\\/]active-filter-(bar|chips)))[\\/.]/;
/**
 * The first file's own modules, and what loads on demand (charts, exports, the code editor,
 * the overview's components after its KPI tiles: overview-parts.ts).
 */
const NOT_IN_SIGNED_IN_CORE =
  /src[\\/](main\.tsx|app[\\/](sign-in-(page|entry)|survey-admin[\\/]|shell[\\/](phone-drawer|phone-filter-sheet|support-dialog|system-message-bar|native-names))|lib[\\/](early-calls|locale-choice|page-path|filters|first-screen|intl-warm-up|echarts|chart-export|register-text-field|use-admin-mutation|use-form-errors|roles[\\/]|locales[\\/])|entities[\\/]session[\\/]sso[\\/](?!active-sso)|components[\\/]code-editor|features[\\/]dashboard[\\/]components[\\/](overview-parts|trend-chart|breakdown-|distribution-chart|comment-))/;
const MUI_CORE = new RegExp(
  `node_modules[\\\\/](@mui[\\\\/](system|utils|styled-engine|private-theming|icons-material[\\\\/]utils)|@mui[\\\\/]material[\\\\/](esm[\\\\/])?(${MUI_CORE_COMPONENTS.join('|')})[\\\\/.]|@emotion|stylis|react-transition-group|@babel[\\\\/]runtime|react-is|hoist-non-react-statics|clsx)`,
);

/**
 * The server's drawing of a signed-in app's first screen (src/app/first-screen/, decision 066):
 * the app's own components in one module for Node, built beside the app (`vite build --ssr`).
 * Everything is bundled: the server loads it as it is, and its styles are the app's files.
 */
const firstScreenConfig = defineConfig({
  root,
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  plugins: [sharedPackageForTheWeb(), react()],
  ssr: { noExternal: true },
  build: {
    ssr: fileURLToPath(new URL('./src/app/first-screen/render-first-screen.tsx', import.meta.url)),
    outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'first-screen.js' } },
  },
});

/** The dev server proxies the API; in production the server serves dist/ and /api on one origin. */
const appConfig = defineConfig({
  root,
  // `@/…` is apps/web/src (tsconfig `paths`): what lies outside a feature is named from the top
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  plugins: [
    // The route table without its schemas: the first files load no zod (decision 030).
    sharedPackageForTheWeb(),
    react(),
    // Every text file of the build also as .br and .gz, at the highest levels (once, at build
    // time): the server sends the one the browser accepts (apps/server/src/web-app.ts).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server reads which files the signed-in app starts with
    // (apps/server/src/web-app.ts) to have a signed-in visitor's browser fetch them at once.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The app, the page the identity provider answers the silent sign-in check to, and the
      // respondent's questionnaire (a page of its own, apart from the signed-in app).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'silent-check-sso': fileURLToPath(new URL('./silent-check-sso.html', import.meta.url)),
        responsive: fileURLToPath(new URL('./responsive.html', import.meta.url)),
      },
      output: {
        // Libraries every screen needs change less often than our code: separate files cache
        // across releases. MUI's components are not grouped: each lands with the screens that
        // use it, so the sign-in page loads only its own. ECharts (~190 kB gzip even trimmed to
        // line, bar and SVG) loads only when a chart is drawn (components/echart.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            // The router apart: the sign-in page before the app has no routes.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            // zod is not among them: it loads with the forms that check input (decision 030).
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/,
              priority: 20,
            },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|tslib)[\\/]/, priority: 20 },
            // MUI's core and the components every signed-in screen draws (bars, menus,
            // buttons, skeletons) in one file; the others land with the screens that use them.
            { name: 'mui', test: MUI_CORE, priority: 20 },
            // The contracts and rules shared with the server (not the route table the first file reads).
            // What the first file needs before it sends the early calls: nothing else.
            { name: 'first', test: FIRST_FILE_NEEDS, priority: 20 },
            // The English core texts, which the sign-in page and the app both draw.
            { name: 'texts', test: FIRST_TEXTS, priority: 15 },
            // The sign-in page before the app and its form: never in what a signed-in start
            // loads (a signed-in visitor of "/" goes straight to the first page).
            { name: 'sign-in', test: SIGN_IN_PAGE, priority: 15 },
            // The signed-in shell, the shared code and the dashboard (where users start) in
            // one file: on HTTP/1.1 dozens of small files queue six at a time and the first
            // numbers wait for the last of them. Other screens stay files of their own.
            {
              name: 'dashboard',
              test: (id) => SIGNED_IN_CORE.test(id) && !NOT_IN_SIGNED_IN_CORE.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.OPINIO_API_URL ?? 'http://localhost:8080', changeOrigin: false },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstScreenConfig : appConfig));
