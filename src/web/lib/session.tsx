import { createContext, type ReactNode, useContext } from 'react'
import type { Role } from '@/shared/roles.ts'

/**
 * The one place the UI reads who is signed in. The marketing nav, the admin guard and the
 * admin shell all use `useSession()`. Until accounts exist (issue 3) nobody is signed in.
 */
export type SessionUser = {
  id: string
  email: string
  fullName: string
  role: Role
  company: { id: string; name: string; publicFormUrl: string }
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }

const SessionContext = createContext<SessionState>({ status: 'signed-out' })

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={{ status: 'signed-out' }}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  return useContext(SessionContext)
}
