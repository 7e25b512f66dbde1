import { createContext, type ReactNode, useContext } from 'react'

/**
 * The one place the UI reads who is signed in. The marketing nav, the admin guard and the
 * admin shell all use `useSession()`. Until accounts exist (issue 3) nobody is signed in.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: { id: string; name: string; email: string } }

const SessionContext = createContext<SessionState>({ status: 'signed-out' })

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={{ status: 'signed-out' }}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  return useContext(SessionContext)
}
