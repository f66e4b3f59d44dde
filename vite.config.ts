// The web app's build. The server (server/main.ts) serves dist/ and /api on one port; in `npm run dev`
// Vite proxies /api to it.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
    },
  },
  // Pre-bundled up front so a test run never re-optimises dependencies halfway through (which reloads the page).
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-router-dom',
      '@radix-ui/react-dialog', '@radix-ui/react-slider', '@radix-ui/react-radio-group', 'xstate', '@xstate/react',
      'class-variance-authority', 'clsx', 'tailwind-merge', 'openapi-fetch'],
  },
  build: { outDir: 'dist', sourcemap: false, reportCompressedSize: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
})
