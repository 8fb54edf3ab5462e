import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // ADMIN_PATH is shared with the server, so it keeps its plain name instead of a VITE_ prefix.
  envPrefix: ['VITE_', 'ADMIN_PATH'],
  build: { outDir: 'dist/site', emptyOutDir: true },
});
