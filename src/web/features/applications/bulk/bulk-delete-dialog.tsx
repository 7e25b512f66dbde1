import { useId, useState } from 'react'
import { BULK_DELETE_WORD } from '@/shared/bulk/api.ts'
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
import { Input } from '@/web/components/ui/input.tsx'
import { Label } from '@/web/components/ui/label.tsx'

const count = new Intl.NumberFormat('pt-BR')

/**
 * "Excluir N candidaturas?": the member types the number (or "excluir") before the button works;
 * the server checks the same confirmation.
 */
export function BulkDeleteDialog({
  total,
  open,
  onCancel,
  onConfirm,
}: {
  total: number
  open: boolean
  onCancel: () => void
  onConfirm: (confirmation: string) => Promise<void>
}) {
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const value = typed.trim().toLowerCase()
  const confirmed = value === String(total) || value === BULK_DELETE_WORD
  const close = () => {
    if (busy) return
    setTyped('')
    onCancel()
  }
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            Excluir {count.format(total)} {total === 1 ? 'candidatura' : 'candidaturas'}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            As candidaturas selecionadas e os arquivos enviados com elas serão excluídos definitivamente. Esta
            ação não pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form
          className="flex flex-col gap-2"
          onSubmit={async (event) => {
            event.preventDefault()
            if (!confirmed) return
            setBusy(true)
            await onConfirm(typed.trim())
            setBusy(false)
            setTyped('')
          }}
        >
          <Label htmlFor={inputId}>
            Para confirmar, digite {total} ou "{BULK_DELETE_WORD}"
          </Label>
          <Input
            id={inputId}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <AlertDialogFooter className="mt-2">
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!confirmed} loading={busy}>
              Excluir {count.format(total)}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
