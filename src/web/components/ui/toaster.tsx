import type { ComponentProps, CSSProperties } from 'react'
import { Toaster as SonnerToaster } from 'sonner'

/** The app's single toast outlet, mounted on the first toast by lib/lazy-toaster.tsx; features call `toast` from @/web/lib/toast.ts. */
/** Darker rich-color texts than sonner's defaults, so every toast meets WCAG AA contrast. */
const contrastSafeColors = {
  '--error-text': '#991b1b',
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
} as CSSProperties

export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      richColors
      style={contrastSafeColors}
      closeButton
      position="top-right"
      containerAriaLabel="Notificações"
      toastOptions={{
        closeButtonAriaLabel: 'Fechar notificação',
        classNames: {
          toast: 'font-sans rounded-lg shadow-lg',
          title: 'font-semibold',
          description: 'text-sm',
        },
      }}
      {...props}
    />
  )
}
