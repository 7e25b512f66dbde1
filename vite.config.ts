import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

/** The web fonts every page paints above the fold: the Latin files of its two families (styles.css). */
const PRELOADED_FONTS = [
  /^inter-latin-wght-normal-.+\.woff2$/,
  /^plus-jakarta-sans-latin-wght-normal-.+\.woff2$/,
]

/**
 * Puts `<link rel="preload" as="font">` for the above-the-fold fonts into the built index.html, with
 * their hashed file names, so the browser fetches them with the CSS instead of after it.
 */
function fontPreload(): Plugin {
  return {
    name: 'talentos-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) =>
          PRELOADED_FONTS.some((pattern) => pattern.test(file.split('/').at(-1) ?? '')),
        )
        if (files.length !== PRELOADED_FONTS.length) {
          throw new Error(
            `fontPreload: expected ${PRELOADED_FONTS.length} fonts in the build, found ${files.join(', ')}`,
          )
        }
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

// The prerender's server bundle (scripts/prerender.mjs, isSsrBuild) writes no page and no asset.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild && fontPreload(),
    // Each asset compressed once at build time, at the highest levels (gzip 9, brotli 11); the server
    // sends these files (src/server/http/spa.ts) instead of compressing on every request.
    !isSsrBuild &&
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
}))
