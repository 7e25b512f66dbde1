import type { ComponentProps } from 'react'
import { Toaster as SonnerToaster } from 'sonner'

/** The app's single toast outlet, mounted on the first toast by lib/lazy-toaster.tsx; features call `toast` from @/web/lib/toast.ts. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      richColors
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
