import { defineConfig, mergeConfig, type PluginOption } from 'vite'
import appConfig from './vite.config.ts'

/**
 * The public pages' build (issue 18): public.html and its entry (src/web/public-main.tsx), built after
 * the app's (`npm run build`) into the same directory, with its own manifest, so the module graph of a
 * candidate's first load never meets the app's entry (session, admin route table). Assets compressed at
 * build time, like the app's. The web fonts are not preloaded here: on Slow 4G their 75 KB would share
 * the phone's bandwidth with the entry chunk the first paint waits for. The text paints at once in the
 * metric-matched fallback (font-display: swap, src/web/styles.css) and the fonts swap in after, with no
 * layout shift.
 */
const withoutFontPreload = (plugins: PluginOption[] | undefined) =>
  (plugins ?? []).filter(
    (plugin) =>
      !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'talentos-font-preload'),
  )

export default defineConfig((env) => {
  const app = appConfig(env)
  return mergeConfig(
    { ...app, plugins: withoutFontPreload(app.plugins) },
    {
      build: {
        emptyOutDir: false,
        manifest: '.vite/public-manifest.json',
        rolldownOptions: { input: 'public.html' },
      },
    },
  )
})
