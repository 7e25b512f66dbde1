import { TrashIcon, UploadIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { profileMessages } from '@/shared/profile/api.ts'
import { UserAvatar } from '@/web/components/ui/avatar.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { preparePhoto, readAsBase64 } from '@/web/lib/photo.ts'
import { type SessionUser, useSession } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useRemoveAvatar, useUploadAvatar } from './api.ts'

/** "Alterar foto" / "Remover foto" on /perfil: the photo shows here and in the sidebar's user menu. */
export function AvatarSection({ user }: { user: SessionUser }) {
  const session = useSession()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const uploadAvatar = useUploadAvatar()
  const removeAvatar = useRemoveAvatar()

  async function upload(file: File | undefined) {
    if (!file) return
    setProblem(null)
    setBusy('upload')
    try {
      // A phone photo over 2 MB is reduced here first (the same code as the public form's photo).
      const prepared = await preparePhoto(file, {
        type: profileMessages.avatarType,
        size: profileMessages.avatarSize,
      })
      if (!prepared.ok) {
        setProblem(prepared.message)
        return
      }
      await uploadAvatar.mutateAsync(await readAsBase64(prepared.blob))
      await session.refresh()
      toast.success(profileMessages.avatarSaved)
    } catch (error) {
      setProblem(errorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    setProblem(null)
    setBusy('remove')
    try {
      await removeAvatar.mutateAsync()
      await session.refresh()
      toast.success(profileMessages.avatarRemoved)
    } catch (error) {
      setProblem(errorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar
        name={user.fullName}
        src={user.avatarUrl}
        alt={user.avatarUrl ? 'Sua foto' : 'Sem foto: suas iniciais'}
        className="size-20 text-2xl"
      />
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void upload(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            loading={busy === 'upload'}
            disabled={busy !== null}
            aria-describedby="avatar-hint"
            onClick={() => input.current?.click()}
          >
            {busy === 'upload' ? null : <UploadIcon aria-hidden="true" />}
            {busy === 'upload' ? 'Enviando foto...' : 'Alterar foto'}
          </Button>
          {user.avatarUrl ? (
            <Button
              type="button"
              variant="ghost"
              loading={busy === 'remove'}
              disabled={busy !== null}
              onClick={() => void remove()}
            >
              {busy === 'remove' ? null : <TrashIcon aria-hidden="true" />}
              Remover foto
            </Button>
          ) : null}
        </div>
        <p id="avatar-hint" className="text-sm text-muted-foreground">
          JPG, PNG ou WebP, até 2 MB. Fotos maiores são reduzidas automaticamente.
        </p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  )
}
