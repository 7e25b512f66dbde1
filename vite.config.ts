import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Each asset compressed once at build time, at the highest levels (gzip 9, brotli 11); the server
    // sends these files (src/server/http/spa.ts) instead of compressing on every request.
    compression({
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: `${process.env.DIST_DIR ?? 'dist'}/web`,
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
})
