import { defineConfig, mergeConfig } from 'vite'
import appConfig from './vite.config.ts'

/**
 * The public pages' build (issue 18): public.html and its entry (src/web/public-main.tsx), built after
 * the app's (`npm run build`) into the same directory, with its own manifest, so the module graph of a
 * candidate's first load never meets the app's entry (session, admin route table). Same plugins: fonts
 * preloaded, assets compressed at build time.
 */
export default defineConfig((env) =>
  mergeConfig(appConfig(env), {
    build: {
      emptyOutDir: false,
      manifest: '.vite/public-manifest.json',
      rolldownOptions: { input: 'public.html' },
    },
  }),
)
