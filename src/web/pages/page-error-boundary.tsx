import { Component, type ErrorInfo, type ReactNode } from 'react'

type State = { failed: boolean }

/** Shown when a page fails to render or its chunk fails to download (a lost connection, say). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('page error', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">Algo deu errado</h1>
        <p className="text-muted-foreground">Não foi possível carregar esta página. Verifique sua conexão.</p>
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-brand-800"
          onClick={() => window.location.reload()}
        >
          Tentar novamente
        </button>
      </main>
    )
  }
}
