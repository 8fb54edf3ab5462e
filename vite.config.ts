import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // ADMIN_PATH is shared with the server, so it keeps its plain name instead of a VITE_ prefix.
  envPrefix: ['VITE_', 'ADMIN_PATH'],
  build: { outDir: 'dist/site', emptyOutDir: true },
  // `npm run dev` serves the site with hot reload; API calls go to the server started by `npm start`.
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
});
