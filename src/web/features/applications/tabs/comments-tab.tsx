import { PencilIcon, Trash2Icon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import {
  COMMENT_MAX_LENGTH,
  type Comment,
  type MentionableMember,
  splitMentions,
} from '@/shared/comments/api.ts'
import { formatDateTime } from '@/shared/format.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { UserAvatar } from '@/web/components/ui/avatar.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import {
  useAddComment,
  useComments,
  useDeleteComment,
  useEditComment,
  useMentionableMembers,
} from '../comments-api.ts'
import type { DetailTabProps } from './detail-tab.ts'
import { MentionComposer } from './mention-composer.tsx'

/** The chosen members whose "@name" is still in the text. */
function mentionsIn(
  body: string,
  chosen: readonly string[],
  members: readonly MentionableMember[],
): string[] {
  return chosen.filter((id) => {
    const member = members.find((candidate) => candidate.id === id)
    return member ? body.includes(`@${member.name}`) : false
  })
}

/** A comment's text with its @mentions highlighted (plain text, never HTML). */
function CommentBody({ comment }: { comment: Comment }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-foreground">
      {splitMentions(comment.body, comment.mentions).map((part, index) =>
        part.mention ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <span key={index} className="rounded-sm bg-brand-50 px-0.5 font-medium text-brand-800">
            {part.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}

/** The text field with @ autocomplete and its send button (a new comment, or editing one). */
function CommentForm({
  members,
  initial,
  submitLabel,
  label,
  busy,
  onSubmit,
  onCancel,
}: {
  members: readonly MentionableMember[]
  initial?: Comment
  submitLabel: string
  label: string
  busy: boolean
  onSubmit: (input: { body: string; mentionUserIds: string[] }) => Promise<boolean>
  onCancel?: () => void
}) {
  const id = useId()
  const [body, setBody] = useState(initial?.body ?? '')
  const [chosen, setChosen] = useState<string[]>(initial?.mentions.map((mention) => mention.id) ?? [])
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const text = body.trim()
    if (!text) {
      setError('Escreva o comentário.')
      return
    }
    setError(null)
    const done = await onSubmit({ body: text, mentionUserIds: mentionsIn(text, chosen, members) })
    if (done && !initial) {
      setBody('')
      setChosen([])
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <MentionComposer
        id={`${id}-texto`}
        label={label}
        value={body}
        onChange={setBody}
        members={members}
        mentioned={chosen}
        onMention={(memberId) => setChosen((list) => [...list, memberId])}
        disabled={busy}
        invalid={error !== null}
        describedBy={error ? `${id}-erro` : `${id}-contagem`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {error ? (
          <p id={`${id}-erro`} className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-contagem`} className="text-xs text-muted-foreground tabular-nums">
            {body.length}/{COMMENT_MAX_LENGTH}
          </p>
        )}
        <div className="flex gap-2">
          {onCancel ? (
            <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? <Spinner className="size-4" label="Enviando..." /> : null}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  )
}

/**
 * "Comentários": the team's conversation about the application, oldest first, with @menções
 * (a mentioned member gets a notification and an e-mail). Comments never reach the candidate.
 */
export function CommentsTab({ companyId, detail }: DetailTabProps) {
  const comments = useComments(companyId, detail.id)
  const members = useMentionableMembers(companyId)
  const add = useAddComment(companyId, detail.id)
  const edit = useEditComment(companyId, detail.id)
  const remove = useDeleteComment(companyId, detail.id)
  const [editing, setEditing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Comment | null>(null)
  const team = members.data ?? []

  return (
    <section aria-labelledby="comentarios-titulo" className="flex flex-col gap-4">
      <div>
        <h3 id="comentarios-titulo" className="text-sm font-semibold text-brand-950">
          Comentários da equipe
        </h3>
        <p className="text-xs text-muted-foreground">
          Visíveis só para a sua equipe, nunca para o candidato.
        </p>
      </div>

      {comments.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Carregando os comentários..." />
        </div>
      ) : comments.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Não foi possível carregar os comentários.
            <Button size="sm" variant="outline" onClick={() => void comments.refetch()}>
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : comments.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum comentário ainda.</p>
      ) : (
        <ol aria-label="Comentários" className="flex flex-col gap-3">
          {comments.data.items.map((comment) => (
            <li key={comment.id} className="flex gap-3 rounded-lg border border-border bg-white p-3">
              <UserAvatar
                name={comment.authorName}
                src={comment.authorAvatarUrl}
                alt=""
                className="size-8 text-xs"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <p className="text-sm font-semibold text-foreground">{comment.authorName}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                    {comment.editedAt ? ' · editado' : null}
                  </p>
                </div>
                {editing === comment.id ? (
                  <CommentForm
                    members={team}
                    initial={comment}
                    label="Editar comentário"
                    submitLabel="Salvar"
                    busy={edit.isPending}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (input) => {
                      try {
                        await edit.mutateAsync({ id: comment.id, ...input })
                        setEditing(null)
                        toast.success('Comentário atualizado.')
                        return true
                      } catch (error) {
                        toast.error(errorMessage(error))
                        return false
                      }
                    }}
                  />
                ) : (
                  <CommentBody comment={comment} />
                )}
                {editing !== comment.id && (comment.canEdit || comment.canDelete) ? (
                  <div className="flex gap-1">
                    {comment.canEdit ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-7 px-2"
                        onClick={() => setEditing(comment.id)}
                        aria-label={`Editar comentário de ${formatDateTime(comment.createdAt)}`}
                      >
                        <PencilIcon aria-hidden="true" />
                        Editar
                      </Button>
                    ) : null}
                    {comment.canDelete ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-7 px-2 text-destructive hover:text-destructive"
                        onClick={() => setDeleting(comment)}
                        aria-label={`Excluir comentário de ${comment.authorName} de ${formatDateTime(comment.createdAt)}`}
                      >
                        <Trash2Icon aria-hidden="true" />
                        Excluir
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}

      <CommentForm
        members={team}
        label="Novo comentário"
        submitLabel="Comentar"
        busy={add.isPending}
        onSubmit={async (input) => {
          try {
            await add.mutateAsync(input)
            toast.success('Comentário adicionado.')
            return true
          } catch (error) {
            toast.error(errorMessage(error))
            return false
          }
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Excluir comentário?"
        description="O comentário será removido para toda a equipe. Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return true
          try {
            await remove.mutateAsync(deleting.id)
            toast.success('Comentário excluído.')
            setDeleting(null)
            return true
          } catch (error) {
            toast.error(errorMessage(error))
            return false
          }
        }}
      />
    </section>
  )
}
