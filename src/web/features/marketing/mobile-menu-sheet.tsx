import { ArrowUpRightIcon } from 'lucide-react'
import type { RefObject } from 'react'
import { Link } from 'react-router'
import { externalLinks, paths } from '@/shared/paths.ts'
import { LogoMark } from '@/web/components/logo.tsx'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet.tsx'
import { ExternalLink } from './external-link.tsx'
import { NavAuthActions } from './nav-auth-actions.tsx'
import { SectionLink } from './section-link.tsx'
import { HOME_SECTIONS } from './sections.ts'

const itemClass =
  'flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-slate-800 transition-colors hover:bg-brand-50 hover:text-brand-800'

type MobileMenuSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, which gets the focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The off-canvas sheet of the mobile menu, with every link of the nav bar. */
export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-[85%] max-w-xs gap-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <LogoMark className="size-7" />
            Menu
          </SheetTitle>
          <SheetDescription className="sr-only">Navegue pelas páginas do Talentos</SheetDescription>
        </SheetHeader>
        <nav aria-label="Menu principal">
          <ul className="flex flex-col gap-1">
            {HOME_SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink section={section.id} className={itemClass} onClick={close}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={paths.about} className={itemClass} onClick={close}>
                Sobre nós
              </Link>
            </li>
            <li>
              <Link to={paths.careers} className={itemClass} onClick={close}>
                Carreiras
              </Link>
            </li>
            <li>
              <ExternalLink
                href={externalLinks.officialSite}
                className={itemClass}
                onClick={close}
                showIcon={false}
              >
                Site oficial
                <ArrowUpRightIcon aria-hidden="true" className="size-4 text-slate-500" />
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div className="mt-auto border-t border-border pt-6">
          <NavAuthActions placement="menu" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
