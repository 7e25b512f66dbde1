import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'

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
  return (
    <ConfirmDialog
      open={target !== null}
      title="Excluir candidatura?"
      description={`A candidatura de ${target?.name ?? 'este candidato'} e os arquivos enviados com ela serão excluídos definitivamente. Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir"
      onCancel={onCancel}
      onConfirm={() => (target ? onConfirm(target.id) : Promise.resolve(false))}
    />
  )
}
