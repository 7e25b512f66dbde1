import {
  DEFAULT_TAG_COLOR,
  TAG_COLOR_LABELS,
  TAG_COLORS,
  TAG_NAME_MAX,
  type Tag,
  type TagColor,
} from '@/shared/organize/api.ts'
import { TagChip } from '@/web/components/tag-chip.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from './api.ts'
import { applicationCountLabel, ManageDialog, type ManageDialogKind } from './manage-dialog.tsx'

function ColorSelect({
  value,
  onChange,
  label,
}: {
  value: TagColor
  onChange: (color: TagColor) => void
  label: string
}) {
  return (
    <FormField label={label} className="sm:w-36">
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as TagColor)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TAG_COLORS.map((color) => (
              <SelectItem key={color} value={color}>
                <TagChip tag={{ id: color, name: TAG_COLOR_LABELS[color], color }} />
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  )
}

const TAGS_DIALOG: ManageDialogKind<Tag, { name: string; color: TagColor }> = {
  texts: {
    title: 'Gerenciar etiquetas',
    description:
      'Etiquetas coloridas marcam candidaturas (por exemplo, "inglês fluente"). Excluir uma etiqueta a retira de todas as candidaturas.',
    newLabel: 'Nova etiqueta',
    createLabel: 'Criar',
    created: (name) => `Etiqueta "${name}" criada.`,
    empty: 'Nenhuma etiqueta criada ainda.',
    listLabel: 'Etiquetas',
    edit: 'Editar',
    editNameLabel: (name) => `Novo nome da etiqueta ${name}`,
    saved: 'Etiqueta salva.',
    deleteTitle: 'Excluir etiqueta?',
    deleteDescription: (tag) =>
      `A etiqueta "${tag.name}" será retirada de ${applicationCountLabel(tag.applicationCount)} e excluída.`,
    deleteConfirm: 'Excluir etiqueta',
    deleted: 'Etiqueta excluída.',
    deleteFailed: 'Não foi possível excluir a etiqueta.',
  },
  nameMax: TAG_NAME_MAX,
  useItems: useTags,
  useCreate: useCreateTag,
  useUpdate: useUpdateTag,
  useDelete: useDeleteTag,
  newDraft: { name: '', color: DEFAULT_TAG_COLOR },
  draftOf: (tag) => ({ name: tag.name, color: tag.color }),
  extraFields: (draft, onChange) => (
    <ColorSelect value={draft.color} onChange={(color) => onChange({ ...draft, color })} label="Cor" />
  ),
  rowLabel: (tag) => <TagChip tag={tag} />,
  rowLabelClassName: 'flex min-w-0 flex-1 flex-col items-start gap-0.5',
  editFormClassName: 'flex flex-col gap-2 sm:flex-row sm:items-start',
  editButtonsClassName: 'flex gap-2 sm:mt-6',
  autoFocusEdit: false,
}

/** "Gerenciar etiquetas" (admin and premium, básico and up): create, rename, recolour and delete tags. */
export function ManageTagsDialog(props: {
  companyId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return <ManageDialog kind={TAGS_DIALOG} {...props} />
}
