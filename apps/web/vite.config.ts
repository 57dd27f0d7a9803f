import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The dev server proxies the API; in production the server serves dist/ and /api on one origin. */
export default defineConfig({
  root,
  plugins: [
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod|i18next|react-i18next)[\\/]/ },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|tslib)[\\/]/ },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|@babel[\\/]runtime)[\\/]/,
              tags: ['$initial'],
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
