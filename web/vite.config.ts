import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

/** The route table's layers (src/app/router.tsx), each loaded by every page below it. */
const layerChunks = routeLayerChunks(`${webRoot}src/main.tsx`, [
  {
    name: 'shell',
    modules: [`${webRoot}src/app/providers.tsx`, `${webRoot}src/app/layout/public-layout.tsx`],
  },
  { name: 'app-frame', modules: [`${webRoot}src/app/layout/app-layout.tsx`] },
]);

const apiServer = 'http://localhost:3000';
const proxy = { '/api': apiServer, '/healthz': apiServer };

export default defineConfig({
  root: webRoot,
  plugins: [react(), layerChunks.plugin],
  resolve: { alias: [domainAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // tools/bench/first-load-size.ts follows the manifest to weigh what a first visit loads.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sideEffectFreeSources },
      output: { codeSplitting: { groups: layerChunks.groups } },
    },
  },
  server: { proxy },
  preview: { proxy },
});
