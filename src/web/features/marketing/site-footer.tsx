import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { externalLinks, paths } from '@/shared/paths.ts'
import { Logo } from '@/web/components/logo.tsx'
import { ExternalLink } from './external-link.tsx'
import { ScrollToTopButton } from './scroll-to-top-button.tsx'
import { SectionLink } from './section-link.tsx'

const linkClass =
  'inline-flex items-center gap-1 rounded text-sm text-brand-100/80 transition-colors hover:text-white focus-visible:outline-accent-300'

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-display text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </div>
  )
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-24 sm:px-6 lg:px-8">
        <div className="grid gap-12 md:grid-cols-[1fr_2fr]">
          <div className="max-w-xs">
            <Logo tone="light" />
            <p className="mt-4 text-sm leading-relaxed text-brand-100/80">
              Currículos e processos seletivos organizados em um só lugar, para o RH de pequenas e médias
              empresas brasileiras.
            </p>
          </div>
          <nav aria-label="Rodapé" className="grid grid-cols-2 gap-10 sm:grid-cols-3">
            <FooterColumn title="Empresa">
              <li>
                <Link to={paths.about} className={linkClass}>
                  Sobre nós
                </Link>
              </li>
              <li>
                <Link to={paths.careers} className={linkClass}>
                  Carreiras
                </Link>
              </li>
              <li>
                <ExternalLink href={externalLinks.officialSite} className={linkClass}>
                  Site oficial
                </ExternalLink>
              </li>
            </FooterColumn>
            <FooterColumn title="Produto">
              <li>
                <SectionLink section="features" className={linkClass}>
                  Recursos
                </SectionLink>
              </li>
              <li>
                <SectionLink section="pricing" className={linkClass}>
                  Preços
                </SectionLink>
              </li>
              <li>
                <SectionLink section="testimonials" className={linkClass}>
                  Depoimentos
                </SectionLink>
              </li>
              <li>
                <SectionLink section="how-it-works" className={linkClass}>
                  Como Funciona
                </SectionLink>
              </li>
            </FooterColumn>
            <FooterColumn title="Suporte">
              <li>
                <Link to={paths.signIn} className={linkClass}>
                  Entrar
                </Link>
              </li>
              <li>
                <Link to={paths.signUp} className={linkClass}>
                  Criar conta grátis
                </Link>
              </li>
              <li>
                <Link to={paths.forgotPassword} className={linkClass}>
                  Esqueci minha senha
                </Link>
              </li>
            </FooterColumn>
          </nav>
        </div>
        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm md:flex-row md:items-center md:justify-between">
          {/* A prerendered page keeps the year of its build until the next one (no hydration warning). */}
          <p className="text-brand-100/70" suppressHydrationWarning>
            © {new Date().getFullYear()} Talentos. Todos os direitos reservados.
          </p>
          <ul aria-label="Documentos legais" className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <ExternalLink href={externalLinks.termsOfUse} className={linkClass} showIcon={false}>
                Termos de Uso
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={externalLinks.privacyPolicy} className={linkClass} showIcon={false}>
                Política de Privacidade
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={externalLinks.cookiePolicy} className={linkClass} showIcon={false}>
                Cookies
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <ScrollToTopButton />
    </footer>
  )
}
