import { defineConfig, mergeConfig, type PluginOption, type UserConfig } from 'vite'
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

/**
 * React and React DOM replaced by Preact's compat layer in this build only (issue 18: the form's initial
 * JavaScript under 80 KB gzip; React DOM alone was ~64 KB gzip of it, Preact with its hooks and compat
 * is ~10 KB). The same source runs on React in the app's build, the dev server and the unit tests.
 * Preact 11 passes `ref` to function components as a plain prop, as React 19 does (src/web/components/ui
 * spread it onto the DOM element; react-hook-form's register() depends on it). Exact matches, so
 * react-router, react-hook-form, react-day-picker… are left alone.
 * See docs/decisions/029-preact-public-build.md.
 */
const PREACT_COMPAT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

/** The modules of the public pages' shared first-screen chunk (with what they import), and an icon they share. */
const PUBLIC_CORE =
  /src\/(web\/components\/ui\/(button|spinner|input|label|form-field|textarea)\.tsx|web\/lib\/(cn|api|page-data)\.ts|shared\/(page-data|forms\/form-fields|forms\/form-messages|validation\/brazil)\.ts)$|lucide-react\/dist\/esm\/icons\/trash\.mjs$/

const publicBuild: UserConfig = {
  resolve: { alias: PREACT_COMPAT },
  build: {
    emptyOutDir: false,
    manifest: '.vite/public-manifest.json',
    rolldownOptions: {
      input: 'public.html',
      output: {
        // What every public page's first screen imports (buttons, fields, the page data, the shared
        // form texts) in one chunk instead of five small ones: on HTTP/1.1 a phone opens 6 connections,
        // and every request past them waits a round trip (562.5 ms on Slow 4G).
        codeSplitting: { groups: [{ name: 'public-core', test: PUBLIC_CORE }] },
      },
      // React Router reads React.useOptimistic and falls back when it is missing, as it is in
      // preact/compat: that one warning is expected; every other goes to the default handler.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return
        warn(warning)
      },
    },
  },
}

export default defineConfig((env) => {
  const app = appConfig(env)
  return mergeConfig({ ...app, plugins: withoutFontPreload(app.plugins) }, publicBuild)
})
