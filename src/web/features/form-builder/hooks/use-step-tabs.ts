import { useState } from 'react'
import type { FormDraft } from '@/shared/forms/form-editor.ts'
import { move } from '../draft.ts'
import type { DraftChange } from './use-form-draft.ts'

/** The tab value of the step at `index` (etapa1..N, as the spec names them). */
export const stepTab = (index: number) => `etapa${index + 1}`
/** The last tab, "Nova Etapa", adds a step. */
export const NEW_STEP_TAB = 'nova'

/** The open step tab, and adding, moving and removing steps (the open tab follows the step). */
export function useStepTabs(draft: FormDraft | null, update: (change: DraftChange) => void) {
  const [tab, setTab] = useState(stepTab(0))
  const stepIndex = Math.max(0, Number(tab.replace('etapa', '')) - 1)

  function selectTab(value: string) {
    if (value !== NEW_STEP_TAB) {
      setTab(value)
      return
    }
    update((current) => ({ ...current, steps: [...current.steps, { title: 'Nova Etapa', fields: [] }] }))
    setTab(stepTab(draft?.steps.length ?? 0))
  }

  function moveStep(from: number, to: number) {
    update((current) => ({ ...current, steps: move(current.steps, from, to) }))
    setTab(stepTab(to))
  }

  function removeStep(index: number) {
    if (!window.confirm(`Remover a etapa ${index + 1} e todos os seus campos?`)) return
    update((current) => ({ ...current, steps: current.steps.filter((_, position) => position !== index) }))
    setTab(stepTab(Math.max(0, index - 1)))
  }

  return { tab, stepIndex, step: draft?.steps[stepIndex], selectTab, moveStep, removeStep }
}
