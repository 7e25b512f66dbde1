import { Link } from 'react-router'
import { externalLinks, paths } from '@/shared/paths.ts'
import { Logo } from '@/web/components/logo.tsx'
import { cn } from '@/web/lib/cn.ts'
import { ExternalLink } from './external-link.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { NavAuthActions } from './nav-auth-actions.tsx'
import { SectionLink } from './section-link.tsx'
import { HOME_SECTIONS } from './sections.ts'
import { SOLID_NAV_AFTER_PX } from './timing.ts'
import { useScrolledPast } from './use-scrolled-past.ts'

const linkClass =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800'

/** The fixed top bar of the public site: transparent over the hero, solid white once the page scrolls. */
export function SiteNav() {
  const solid = useScrolledPast(SOLID_NAV_AFTER_PX)
  return (
    <header
      data-solid={solid}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        solid ? 'border-border bg-white shadow-sm' : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Navegação principal" className="hidden md:block">
          <ul className="flex items-center gap-0.5">
            {HOME_SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink section={section.id} className={linkClass}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
            <li className="hidden lg:block">
              <Link to={paths.about} className={linkClass}>
                Sobre nós
              </Link>
            </li>
            <li className="hidden xl:block">
              <ExternalLink href={externalLinks.officialSite} className={linkClass}>
                Site oficial
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div className="hidden md:block">
          <NavAuthActions placement="bar" />
        </div>
        <MobileMenu />
      </div>
    </header>
  )
}
