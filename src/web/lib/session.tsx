import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/shared/paths.ts'
import type { PlanId } from '@/shared/plans.ts'
import type { Role } from '@/shared/roles.ts'
import { ApiError, api } from './api.ts'
import { toast } from './toast.ts'

/**
 * The one place the UI reads who is signed in. It sits in the first load of every page, so it is a
 * plain fetch (no auth library, no TanStack Query) of GET /api/session, which answers 200 with
 * `{ session: null }` for a visitor: being signed out is not an error (issue 13).
 *
 * Nothing is asked until a component needs the answer: `useSession()` (the marketing nav, the admin
 * area) reads it once; `useSession({ keepFresh: true })` (the admin layout) also reads it again when
 * the window regains focus and every 30 s while the page is visible. Pages that only act on the
 * session (sign-in, password reset, invitations) use `useSessionActions()` and ask nothing: a
 * candidate on the public form or a visitor on /entrar never calls the API for it. Whenever another
 * tab of this browser signs in or out, a session already read is read again.
 */
export type SessionUser = {
  id: string
  email: string
  fullName: string
  /** The member's photo (an authenticated /api/avatars/… URL), or null: initials show instead. */
  avatarUrl: string | null
  role: Role
  company: { id: string; name: string; publicFormUrl: string; plan: PlanId }
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }

export type SessionActions = {
  /** Reads the session again from the server (after sign-in, say) and tells the other tabs. */
  refresh: () => Promise<SessionState>
  /** Ends the session on the server, tells the other tabs and toasts; false when it failed. */
  signOut: () => Promise<boolean>
}

export type SessionContextValue = SessionState & SessionActions

type SessionContextInternal = SessionContextValue & {
  /** A component needs the session: read it unless known; keepFresh also re-reads it over time. */
  watch: (keepFresh: boolean) => () => void
}

/** What GET /api/session answers. */
type SessionResponse = {
  session: {
    user: { id: string; email: string }
    fullName: string
    avatarUrl: string | null
    role: Role
    company: { id: string; name: string; publicFormUrl: string; plan: PlanId }
  } | null
}

const CHANNEL_NAME = 'talentos-session'
const RECHECK_INTERVAL_MS = 30_000

async function fetchSession(): Promise<SessionState> {
  const { session: me } = await api<SessionResponse>('/api/session')
  if (!me) return { status: 'signed-out' }
  const user = {
    id: me.user.id,
    email: me.user.email,
    fullName: me.fullName,
    avatarUrl: me.avatarUrl ?? null,
    role: me.role,
    company: me.company,
  }
  return { status: 'signed-in', user }
}

/** This tab, so it does not read its own announcements (a channel hears the page's other channels). */
const TAB_ID = Math.random().toString(36).slice(2)

/** Tells the other tabs of this browser that the session changed, so they read it again. */
function announceSessionChange() {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL_NAME)
  channel.postMessage({ changedBy: TAB_ID })
  channel.close()
}

/** Same session, same object: consumers re-render only when something they show changed. */
function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== 'signed-in' || b.status !== 'signed-in') return a.status === b.status
  return JSON.stringify(a.user) === JSON.stringify(b.user)
}

const SessionContext = createContext<SessionContextInternal>({
  status: 'signed-out',
  refresh: async () => ({ status: 'signed-out' }),
  signOut: async () => true,
  watch: () => () => {},
})

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  const latestRequest = useRef(0)
  /** Whether the session was asked for at least once (only then do other tabs' changes re-read it). */
  const asked = useRef(false)
  const freshWatchers = useRef(0)
  const stopRechecking = useRef<(() => void) | undefined>(undefined)

  const apply = useCallback((next: SessionState) => {
    setState((current) => (sameState(current, next) ? current : next))
  }, [])

  /** Reads the session; a failed read (server unreachable) keeps what we knew, except at start. */
  const load = useCallback(async (): Promise<SessionState> => {
    asked.current = true
    const request = ++latestRequest.current
    try {
      const next = await fetchSession()
      if (request === latestRequest.current) apply(next)
      return next
    } catch {
      const fallback: SessionState = { status: 'signed-out' }
      if (request === latestRequest.current) {
        setState((current) => (current.status === 'loading' ? fallback : current))
      }
      return fallback
    }
  }, [apply])

  const startRechecking = useCallback(() => {
    const recheckIfVisible = () => {
      if (document.visibilityState === 'visible') void load()
    }
    window.addEventListener('focus', recheckIfVisible)
    document.addEventListener('visibilitychange', recheckIfVisible)
    const interval = window.setInterval(recheckIfVisible, RECHECK_INTERVAL_MS)
    return () => {
      window.removeEventListener('focus', recheckIfVisible)
      document.removeEventListener('visibilitychange', recheckIfVisible)
      window.clearInterval(interval)
    }
  }, [load])

  const watch = useCallback(
    (keepFresh: boolean) => {
      if (!asked.current) void load()
      if (!keepFresh) return () => {}
      freshWatchers.current += 1
      if (freshWatchers.current === 1) stopRechecking.current = startRechecking()
      return () => {
        freshWatchers.current -= 1
        if (freshWatchers.current === 0) {
          stopRechecking.current?.()
          stopRechecking.current = undefined
        }
      }
    },
    [load, startRechecking],
  )

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL_NAME)
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const from = (event.data as { changedBy?: unknown } | null)?.changedBy
      if (asked.current && from !== TAB_ID) void load()
    }
    return () => channel.close()
  }, [load])

  const refresh = useCallback(async () => {
    const next = await load()
    announceSessionChange()
    return next
  }, [load])

  const signOut = useCallback(async () => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} })
    } catch (error) {
      // Already signed out on the server: the outcome is the same.
      if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) {
        toast.error('Erro ao sair', { description: 'Não foi possível encerrar a sessão. Tente novamente.' })
        return false
      }
    }
    latestRequest.current++
    asked.current = true
    apply({ status: 'signed-out' })
    announceSessionChange()
    toast.success('Logout realizado', { description: 'Você foi desconectado com sucesso.' })
    return true
  }, [apply])

  const value = useMemo<SessionContextInternal>(
    () => ({ ...state, refresh, signOut, watch }),
    [state, refresh, signOut, watch],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/**
 * Who is signed in; reads the session when nobody has yet. `keepFresh` (the admin layout) also
 * re-reads it on focus and every 30 s while mounted.
 */
export function useSession(options: { keepFresh?: boolean } = {}): SessionContextValue {
  const value = useContext(SessionContext)
  const { watch } = value
  const keepFresh = options.keepFresh ?? false
  useEffect(() => watch(keepFresh), [watch, keepFresh])
  return value
}

/** refresh and signOut without reading the session: for pages a visitor uses (sign-in, reset…). */
export function useSessionActions(): SessionActions {
  const { refresh, signOut } = useContext(SessionContext)
  return useMemo(() => ({ refresh, signOut }), [refresh, signOut])
}

/** Signs out and goes to the home page, as the spec's logout does (use inside the router). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSessionActions()
  const navigate = useNavigate()
  return useCallback(async () => {
    if (await signOut()) navigate(paths.home)
  }, [signOut, navigate])
}
