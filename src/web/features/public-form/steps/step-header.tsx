import type { ReactNode, RefObject } from 'react'

/**
 * "Etapa X de Y", the progress bar and the step title. `context` goes above "Etapa X de Y" (e.g.
 * what the candidate is applying for).
 */
export function StepHeader({
  stepIndex,
  totalSteps,
  title,
  heading,
  context,
}: {
  stepIndex: number
  totalSteps: number
  title: string | undefined
  /** Receives focus after a step change. */
  heading: RefObject<HTMLHeadingElement | null>
  context?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      {context}
      <p className="text-sm font-medium text-brand-700" aria-live="polite">
        Etapa {stepIndex + 1} de {totalSteps}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-brand-100"
        role="progressbar"
        aria-label="Progresso do formulário"
        aria-valuemin={1}
        aria-valuemax={totalSteps}
        aria-valuenow={stepIndex + 1}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${((stepIndex + 1) / totalSteps) * 100}%` }}
        />
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-xl font-bold focus-visible:outline-none sm:text-2xl"
      >
        {title}
      </h2>
    </div>
  )
}
