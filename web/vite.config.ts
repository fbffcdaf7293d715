import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './first-paint';
import { routeLayerChunks } from './route-layer-chunks';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** `@domain/money` → domain/money.ts, as tsconfig.base.json's `paths` says. */
const domainAlias = {
  find: /^@domain\//,
  replacement: fileURLToPath(new URL('../domain/', import.meta.url)),
};
/**
 * The app's own modules (web/src and domain/) do nothing when imported but declare things, so one whose
 * exports nothing uses is left out: a feature's index.ts that also lends a form or a list, or a domain
 * file whose zod schemas a page never reads, costs a page that imports one thing from it nothing more.
 * Stylesheets are imported for their effect and always kept.
 */
const sideEffectFreeSources = [
  { test: /\.css$/, sideEffects: true },
  {
    test: new RegExp(`^(${escapeRegExp(webRoot)}src|${escapeRegExp(domainAlias.replacement)})`),
    sideEffects: false,
  },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Chunks by the layers of the route table (src/app/router.tsx), each loaded by every page below it.
 * The landing's own entry (landing.html) holds what every page loads, React; the app's entry
 * (index.html) adds React Router; then MUI and React Query for every page under the providers route,
 * and the side navigation for every signed-in page.
 */
const layerChunks = routeLayerChunks(`${webRoot}src/landing-main.tsx`, [
  { name: 'router', modules: [`${webRoot}src/main.tsx`] },
  {
    name: 'shell',
    modules: [`${webRoot}src/app/providers.tsx`, `${webRoot}src/app/layout/public-layout.tsx`],
  },
  { name: 'app-frame', modules: [`${webRoot}src/app/layout/app-layout.tsx`] },
]);

/**
 * zod and the text rule every request schema starts from (domain/api/limits.ts) form a chunk of their
 * own, loaded by the pages that check what is typed: the forms. The frame and the dashboard import
 * contract modules only for types and messages, and take answers as the server checked them
 * (src/lib/trusted-answer.ts), so they load none of it. Left to itself the bundler would put
 * limits.ts, which nearly every page reaches, in the chunk they all share, and zod would come with it.
 */
const schemaChunk = {
  name: 'schemas',
  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]domain[\\/]api[\\/]limits\.ts$/,
  priority: 100,
};

const apiServer = 'http://localhost:3000';
const proxy = { '/api': apiServer, '/healthz': apiServer };

export default defineConfig({
  root: webRoot,
  plugins: [react(), layerChunks.plugin, firstPaint()],
  resolve: { alias: [domainAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // tools/bench/first-load-size.ts follows the manifest to weigh what a first visit loads.
    manifest: true,
    rolldownOptions: {
      // A visitor's first page, the landing, has an entry of its own; the server sends it for / and /home.
      // So do the member's pages, opened from a message on a phone: the server sends member.html for them.
      input: {
        app: `${webRoot}index.html`,
        landing: `${webRoot}landing.html`,
        member: `${webRoot}member.html`,
      },
      treeshake: {
        moduleSideEffects: sideEffectFreeSources,
        // A zod call (`z.object(…)`) builds a schema and changes nothing else, so a schema nothing
        // reads is dropped, and a contract module imported for a message brings no zod.
        manualPureFunctions: ['z'],
      },
      output: { codeSplitting: { groups: [schemaChunk, ...layerChunks.groups] } },
    },
  },
  server: { proxy },
  preview: { proxy },
});
