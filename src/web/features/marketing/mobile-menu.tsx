import { MenuIcon } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '@/web/components/ui/button.tsx'

const loadSheet = () => import('./mobile-menu-sheet.tsx')
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })))

/**
 * The nav below 768 px: a menu button opening an off-canvas sheet. The sheet (Radix Dialog) is fetched
 * when the button is first hovered, focused or pressed, which keeps it out of the home page's first load.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <MenuIcon className="size-6!" aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
