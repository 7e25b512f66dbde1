import { useEffect, useState } from 'react'
import {
  type EditorField,
  FORM_EDITOR_MESSAGES,
  type FormDraft,
  formDraftProblems,
} from '@/shared/forms/form-editor.ts'
import { ApiError, errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useEditableForm, useSaveForm } from '../api.ts'
import { draftFromForm } from '../draft.ts'
import { useUnsavedChangesPrompt } from '../use-unsaved-changes.ts'

/** A change of the draft: the current draft in, the next one out. */
export type DraftChange = (current: FormDraft) => FormDraft

/**
 * The form being edited: loaded once from GET /api/forms, changed locally, saved whole with the
 * version it was read at (a 409 says someone else saved in between). Leaving with unsaved changes
 * asks first. Any change clears the problems of the last save.
 */
export function useFormDraft(companyId: string) {
  const query = useEditableForm(companyId)
  const save = useSaveForm(companyId)
  const [draft, setDraft] = useState<FormDraft | null>(null)
  const [saved, setSaved] = useState<string>('')
  const [version, setVersion] = useState(1)
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    if (!query.data || draft) return
    const initial = draftFromForm(query.data)
    setDraft(initial)
    setSaved(JSON.stringify(initial))
    setVersion(query.data.version)
  }, [query.data, draft])

  const dirty = draft !== null && JSON.stringify(draft) !== saved
  useUnsavedChangesPrompt(dirty)

  const update = (change: DraftChange) => {
    setDraft((current) => (current ? change(current) : current))
    setProblems([])
  }

  const updateStep = (index: number, change: (fields: EditorField[]) => EditorField[]) =>
    update((current) => ({
      ...current,
      steps: current.steps.map((candidate, position) =>
        position === index ? { ...candidate, fields: change(candidate.fields) } : candidate,
      ),
    }))

  function saveForm() {
    if (!draft) return
    const found = formDraftProblems(draft)
    setProblems(found)
    if (found.length > 0) {
      toast.error('Erro', { description: found[0] })
      return
    }
    save.mutate(
      { ...draft, version },
      {
        onSuccess: (form) => {
          const next = draftFromForm(form)
          setDraft(next)
          setSaved(JSON.stringify(next))
          setVersion(form.version)
          toast.success(FORM_EDITOR_MESSAGES.saved, { description: FORM_EDITOR_MESSAGES.savedDescription })
        },
        onError: (failure) => {
          const message = errorMessage(failure, FORM_EDITOR_MESSAGES.saveFailed)
          if (failure instanceof ApiError && failure.status === 409) setProblems([message])
          toast.error('Erro', { description: message })
        },
      },
    )
  }

  return {
    isPending: query.isPending,
    isError: query.isError,
    draft,
    dirty,
    problems,
    update,
    updateStep,
    saveForm,
    saving: save.isPending,
  }
}
