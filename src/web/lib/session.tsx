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
import type { Role } from '@/shared/roles.ts'
import { ApiError, api } from './api.ts'
import { toast } from './toast.ts'

/**
 * The one place the UI reads who is signed in. The marketing nav, the admin guard and the admin
 * shell all use `useSession()`. It sits in the first load of every page, so it is a plain fetch of
 * /api/me (no auth library, no TanStack Query), read again when the window regains focus, every
 * 30 s while the page is visible, and whenever another tab of this browser signs in or out.
 */
export type SessionUser = {
  id: string
  email: string
  fullName: string
  /** The member's photo (an authenticated /api/avatars/… URL), or null: initials show instead. */
  avatarUrl: string | null
  role: Role
  company: { id: string; name: string; publicFormUrl: string }
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }

export type SessionContextValue = SessionState & {
  /** Reads the session again from the server (after sign-in, say) and tells the other tabs. */
  refresh: () => Promise<SessionState>
  /** Ends the session on the server, tells the other tabs and toasts; false when it failed. */
  signOut: () => Promise<boolean>
}

/** What GET /api/me answers. */
type MeResponse = {
  user: { id: string; email: string }
  fullName: string
  avatarUrl: string | null
  role: Role
  company: { id: string; name: string; publicFormUrl: string }
}

const CHANNEL_NAME = 'talentos-session'
const RECHECK_INTERVAL_MS = 30_000

async function fetchSession(): Promise<SessionState> {
  try {
    const me = await api<MeResponse>('/api/me')
    const user = {
      id: me.user.id,
      email: me.user.email,
      fullName: me.fullName,
      avatarUrl: me.avatarUrl ?? null,
      role: me.role,
      company: me.company,
    }
    return { status: 'signed-in', user }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'signed-out' }
    throw error
  }
}

/** Tells the other tabs of this browser that the session changed, so they read it again. */
function announceSessionChange() {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL_NAME)
  channel.postMessage('changed')
  channel.close()
}

/** Same session, same object: consumers re-render only when something they show changed. */
function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== 'signed-in' || b.status !== 'signed-in') return a.status === b.status
  return JSON.stringify(a.user) === JSON.stringify(b.user)
}

const SessionContext = createContext<SessionContextValue>({
  status: 'signed-out',
  refresh: async () => ({ status: 'signed-out' }),
  signOut: async () => true,
})

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  const latestRequest = useRef(0)

  const apply = useCallback((next: SessionState) => {
    setState((current) => (sameState(current, next) ? current : next))
  }, [])

  /** Reads /api/me; a failed read (server unreachable) keeps what we knew, except at start. */
  const load = useCallback(async (): Promise<SessionState> => {
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

  useEffect(() => {
    void load()
    const recheckIfVisible = () => {
      if (document.visibilityState === 'visible') void load()
    }
    window.addEventListener('focus', recheckIfVisible)
    document.addEventListener('visibilitychange', recheckIfVisible)
    const interval = window.setInterval(recheckIfVisible, RECHECK_INTERVAL_MS)
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME)
    if (channel) channel.onmessage = () => void load()
    return () => {
      window.removeEventListener('focus', recheckIfVisible)
      document.removeEventListener('visibilitychange', recheckIfVisible)
      window.clearInterval(interval)
      channel?.close()
    }
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
    apply({ status: 'signed-out' })
    announceSessionChange()
    toast.success('Logout realizado', { description: 'Você foi desconectado com sucesso.' })
    return true
  }, [apply])

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, refresh, signOut }),
    [state, refresh, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  return useContext(SessionContext)
}

/** Signs out and goes to the home page, as the spec's logout does (use inside the router). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession()
  const navigate = useNavigate()
  return useCallback(async () => {
    if (await signOut()) navigate(paths.home)
  }, [signOut, navigate])
}
