/**
 * Toasts without putting sonner (~10 KB gzip) in the first load of every page: the library and its
 * <Toaster> are loaded on the first toast. Features call `toast.success(title, { description })`.
 */
import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')
type Listener = () => void

let sonner: Promise<Sonner> | undefined
let mounted: Promise<void> | undefined
let markMounted: (() => void) | undefined
const listeners = new Set<Listener>()

/** Loads sonner and waits until <LazyToaster> has mounted its <Toaster>. */
function ready(): Promise<Sonner> {
  if (!sonner) {
    mounted = new Promise((resolve) => {
      markMounted = resolve
    })
    sonner = import('sonner')
    for (const listener of listeners) listener()
  }
  return Promise.all([sonner, mounted]).then(([module]) => module)
}

export const toastLoader = {
  get requested() {
    return sonner !== undefined
  },
  load: () => import('sonner'),
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  mounted() {
    markMounted?.()
  },
}

export const toast = {
  success(title: string, options?: ExternalToast) {
    void ready().then((module) => module.toast.success(title, options))
  },
  error(title: string, options?: ExternalToast) {
    void ready().then((module) => module.toast.error(title, options))
  },
  info(title: string, options?: ExternalToast) {
    void ready().then((module) => module.toast.info(title, options))
  },
}
