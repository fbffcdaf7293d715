import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** `@domain/money` → domain/money.ts, as tsconfig.base.json's `paths` says. */
const domainAlias = {
  find: /^@domain\//,
  replacement: fileURLToPath(new URL('../domain/', import.meta.url)),
};
const apiServer = 'http://localhost:3000';
const proxy = { '/api': apiServer, '/healthz': apiServer };

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: { alias: [domainAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // tools/bench/first-load-size.ts follows the manifest to weigh what a first visit loads.
    manifest: true,
  },
  server: { proxy },
  preview: { proxy },
});
