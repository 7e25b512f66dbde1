import { SlidersHorizontalIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import {
  type AdvancedFilters,
  CUSTOM_FIELD_PARAM_PREFIX,
  type FilterCounts,
  type FilterFacetId,
} from '@/shared/applications/filters.ts'
import { PlanLocked } from '@/web/components/plan-locked.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/web/components/ui/sheet.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { type ApplicationsFilter, useFilterCounts } from './api.ts'

const number = new Intl.NumberFormat('pt-BR')

type Facet = FilterCounts['facets'][number]

/** The chosen values of a facet of the counts' answer (job and stage come from their own parameters). */
function chosenOf(filter: ApplicationsFilter, facetId: string): string[] {
  const filters = filter.filters ?? { facets: {}, fields: {} }
  if (facetId === 'job') return filter.job === 'todas' ? [] : [filter.job]
  if (facetId === 'stage') return filter.stage ? [filter.stage] : []
  if (facetId.startsWith(CUSTOM_FIELD_PARAM_PREFIX))
    return filters.fields[facetId.slice(CUSTOM_FIELD_PARAM_PREFIX.length)] ?? []
  return filters.facets[facetId as FilterFacetId] ?? []
}

/** The filters with one facet's choice replaced (an empty list removes it). */
export function withFacet(filters: AdvancedFilters, facetId: string, values: string[]): AdvancedFilters {
  const facets = { ...filters.facets }
  const fields = { ...filters.fields }
  if (facetId.startsWith(CUSTOM_FIELD_PARAM_PREFIX)) {
    const fieldId = facetId.slice(CUSTOM_FIELD_PARAM_PREFIX.length)
    if (values.length > 0) fields[fieldId] = values
    else delete fields[fieldId]
  } else if (values.length > 0) facets[facetId as FilterFacetId] = values
  else delete facets[facetId as FilterFacetId]
  return { facets, fields }
}

type Handlers = {
  onFacet: (facetId: string, values: string[]) => void
}

/** One facet: checkboxes (any of them) or a single choice (minimum, job, stage), each with its count. */
function FacetGroup({ facet, chosen, onFacet }: { facet: Facet; chosen: string[] } & Handlers) {
  const id = useId()
  const single = facet.kind !== 'any'
  const options = facet.options.filter((option) => option.count > 0 || chosen.includes(option.value))
  // Long lists (UF, cities, areas) show only the options with results; short ones show every option.
  const shown = facet.options.length > 8 ? options : facet.options
  if (shown.length === 0) return null
  return (
    <fieldset className="flex flex-col gap-2 border-t border-border pt-3" data-facet={facet.id}>
      <legend className="pb-1 text-sm font-semibold text-foreground">{facet.label}</legend>
      <ul className="flex flex-col gap-1.5">
        {shown.map((option, index) => {
          const checked = chosen.includes(option.value)
          const inputId = `${id}-${index}`
          return (
            <li key={option.value} className="flex items-center gap-2 text-sm">
              {single ? (
                <input
                  id={inputId}
                  type="radio"
                  name={id}
                  className="size-4 accent-primary"
                  checked={checked}
                  onChange={() => onFacet(facet.id, [option.value])}
                />
              ) : (
                <Checkbox
                  id={inputId}
                  checked={checked}
                  onCheckedChange={(value) =>
                    onFacet(
                      facet.id,
                      value === true
                        ? [...chosen, option.value]
                        : chosen.filter((item) => item !== option.value),
                    )
                  }
                />
              )}
              <label htmlFor={inputId} className="flex flex-1 cursor-pointer justify-between gap-2">
                <span>{option.label}</span>
                <span className="tabular-nums text-muted-foreground">
                  {number.format(option.count)}
                  <span className="sr-only"> resultados</span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      {single && chosen.length > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => onFacet(facet.id, [])}
          aria-label={`Limpar ${facet.label}`}
        >
          Limpar
        </Button>
      ) : null}
    </fieldset>
  )
}

/**
 * "Filtros" (issue 16, item 6): a side panel with each facet and its options' counts, read from
 * GET /api/applications/filter-counts with the current filters. Locked on Gratuito with the
 * upgrade text. Every change goes to the URL at once (the list behind the panel follows).
 */
export function FiltersPanel({
  companyId,
  filter,
  applied,
  onFacet,
  onClear,
}: {
  companyId: string
  filter: ApplicationsFilter
  /** How many filters are applied (shown on the button). */
  applied: number
  onClear: () => void
} & Handlers) {
  const [open, setOpen] = useState(false)
  const included = usePlanIncludes('advancedFilters')
  const counts = useFilterCounts(companyId, filter, open && included === true)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="shrink-0">
          <SlidersHorizontalIcon aria-hidden="true" />
          Filtros
          {applied > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              <span className="sr-only">(</span>
              {applied}
              <span className="sr-only"> aplicados)</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="flex w-full max-w-sm flex-col gap-4 p-5 sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Filtros</SheetTitle>
          <SheetDescription>
            Cada opção mostra quantas candidaturas ela daria com os demais filtros e a busca.
          </SheetDescription>
        </SheetHeader>
        {included === false ? (
          <PlanLocked feature="advancedFilters" />
        ) : counts.isPending ? (
          <Spinner className="size-5" label="Carregando filtros..." />
        ) : counts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar os filtros. Feche e abra o painel para tentar novamente.
          </p>
        ) : (
          <div className="flex flex-col gap-3" aria-busy={counts.isFetching}>
            {counts.data.facets
              .filter((facet) => facet.id !== 'job' && (facet.id !== 'stage' || facet.options.length > 0))
              .map((facet) => (
                <FacetGroup
                  key={facet.id}
                  facet={facet}
                  chosen={chosenOf(filter, facet.id)}
                  onFacet={onFacet}
                />
              ))}
          </div>
        )}
        <SheetFooter className="mt-auto flex-row justify-between gap-2 border-t border-border pt-3">
          <Button variant="ghost" onClick={onClear} disabled={applied === 0}>
            Limpar filtros
          </Button>
          <Button onClick={() => setOpen(false)}>Ver resultados</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}

/** An applied filter as a chip: "UF: SP" with a button that removes it. */
export type FilterChip = { key: string; label: string; onRemove: () => void }

export function FilterChips({ chips, onClear }: { chips: FilterChip[]; onClear: () => void }) {
  if (chips.length === 0) return null
  return (
    <ul aria-label="Filtros aplicados" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm">
            {chip.label}
            <button
              type="button"
              onClick={chip.onRemove}
              aria-label={`Remover filtro ${chip.label}`}
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-border focus-visible:outline-2 focus-visible:outline-ring"
            >
              <XIcon className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
      <li>
        <Button variant="link" size="sm" onClick={onClear}>
          Limpar filtros
        </Button>
      </li>
    </ul>
  )
}
