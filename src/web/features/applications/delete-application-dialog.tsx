import { useState } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog.tsx'
import { Button } from '@/web/components/ui/button.tsx'

/** "Excluir candidatura?": nothing is deleted until the person confirms. */
export function DeleteApplicationDialog({
  target,
  onCancel,
  onConfirm,
}: {
  target: { id: string; name: string | null } | null
  onCancel: () => void
  /** Resolves true when deleted (the dialog closes), false to stay open. */
  onConfirm: (id: string) => Promise<boolean>
}) {
  const [busy, setBusy] = useState(false)
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir candidatura?</AlertDialogTitle>
          <AlertDialogDescription>
            A candidatura de {target?.name ?? 'este candidato'} e os arquivos enviados com ela serão excluídos
            definitivamente. Esta ação não pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
          <Button
            variant="destructive"
            loading={busy}
            onClick={async () => {
              if (!target) return
              setBusy(true)
              const deleted = await onConfirm(target.id)
              setBusy(false)
              if (deleted) onCancel()
            }}
          >
            Excluir
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
