import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'

/** The public careers pages' frame: the company's name on top, Talentos at the bottom. */
export function CareersShell({
  companyName,
  companyHref,
  children,
}: {
  companyName?: string
  /** Where the company's name links to (the careers page, from a job page). */
  companyHref?: string
  children: ReactNode
}) {
  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-4">
          {companyName ? (
            companyHref ? (
              <Link to={companyHref} className="text-lg font-extrabold text-brand-950 hover:underline">
                {companyName}
              </Link>
            ) : (
              <p className="text-lg font-extrabold text-brand-950">{companyName}</p>
            )
          ) : (
            <span className="h-7" />
          )}
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">{children}</main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">
        Página de vagas oferecida por{' '}
        <Link to={paths.home} className="font-semibold text-brand-700 hover:underline">
          Talentos
        </Link>
      </footer>
    </div>
  )
}

/** A centred message (loading failed, not found, nothing open). */
export function CareersMessage({
  title,
  text,
  action,
}: {
  title: string
  text?: string
  action?: ReactNode
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-border bg-white px-5 py-10 text-center">
      <h1 className="text-xl font-bold text-brand-950">{title}</h1>
      {text ? <p className="max-w-md text-muted-foreground">{text}</p> : null}
      {action}
    </section>
  )
}

/** "Cadastre seu currículo no nosso banco de talentos" → /f/{slug}. */
export function TalentPoolLink({ slug }: { slug: string }) {
  return (
    <a
      href={paths.publicForm(slug)}
      className="font-semibold text-primary underline underline-offset-4 hover:text-brand-800"
    >
      Cadastre seu currículo no nosso banco de talentos
    </a>
  )
}
