import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built by `npm run build` (`vite build console`): this folder is the root, the output goes to
// dist/console, which the server reads at start (src/http/console.ts).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    // The page's CSP allows no inline script or style: CSS stays a file, no asset is inlined.
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    // The SDK's `ca` option loads these on Node only (packages/sdk/src/ca-fetch.ts); the console
    // never passes `ca`, so the browser never imports them.
    rollupOptions: { external: ['node:https', 'node:fs'] },
  },
});
