import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/web/components/ui/button.tsx'
import { cn } from '@/web/lib/cn.ts'
import { DESKTOP_MEDIA_QUERY } from '../timing.ts'
import { useMediaQuery } from '../use-media-query.ts'
import { countPages, itemsOnPage, stepPage, wrapPage } from './carousel-paging.ts'
import { TestimonialCard } from './testimonial-card.tsx'
import { TESTIMONIALS } from './testimonials.ts'

/**
 * Three testimonials per page on desktop, one on a phone; previous/next and the dots wrap around.
 * Roles follow the WAI-ARIA carousel pattern: a labelled region, slides as groups, a polite live region.
 */
export function TestimonialsCarousel() {
  const perPage = useMediaQuery(DESKTOP_MEDIA_QUERY) ? 3 : 1
  const pageCount = countPages(TESTIMONIALS.length, perPage)
  const [requestedPage, setPage] = useState(0)
  const page = wrapPage(requestedPage, pageCount)
  const firstIndex = page * perPage
  const visible = itemsOnPage(TESTIMONIALS, page, perPage)

  return (
    <section aria-roledescription="carrossel" aria-label="Depoimentos de clientes" className="mt-14">
      {/* The live region stays mounted so screen readers announce each new page; only the grid is replaced. */}
      <div id="testimonials-slides" aria-live="polite">
        <div key={`${perPage}-${page}`} className="grid animate-fade-in gap-6 md:grid-cols-3">
          {visible.map((testimonial, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group, not a form fieldset
            <div
              key={testimonial.author}
              role="group"
              aria-roledescription="depoimento"
              aria-label={`${firstIndex + index + 1} de ${TESTIMONIALS.length}`}
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-10 flex items-center justify-center gap-4">
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Depoimentos anteriores"
          aria-controls="testimonials-slides"
          onClick={() => setPage(stepPage(page, -1, pageCount))}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        {/* biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields */}
        <div role="group" aria-label="Páginas de depoimentos" className="flex items-center gap-1">
          {Array.from({ length: pageCount }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a page is identified by its index
              key={index}
              type="button"
              aria-label={`Página ${index + 1} de ${pageCount}`}
              aria-current={index === page ? 'true' : undefined}
              aria-controls="testimonials-slides"
              onClick={() => setPage(index)}
              className="flex size-6 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  index === page ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300 hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Próximos depoimentos"
          aria-controls="testimonials-slides"
          onClick={() => setPage(stepPage(page, 1, pageCount))}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </section>
  )
}
