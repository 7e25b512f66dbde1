import { QuoteIcon, StarIcon } from 'lucide-react'
import { cn } from '@/web/lib/cn.ts'
import type { Testimonial } from './testimonials.ts'

const STARS = [1, 2, 3, 4, 5] as const

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-border bg-white p-7 shadow-sm">
      <div className="flex items-center justify-between">
        <p role="img" aria-label={`Avaliação: ${testimonial.rating} de 5 estrelas`} className="flex gap-0.5">
          {STARS.map((star) => (
            <StarIcon
              key={star}
              aria-hidden="true"
              className={cn(
                'size-4',
                star <= testimonial.rating
                  ? 'fill-accent-400 text-accent-400'
                  : 'fill-slate-200 text-slate-200',
              )}
            />
          ))}
        </p>
        <QuoteIcon aria-hidden="true" className="size-7 text-brand-100" />
      </div>
      <blockquote className="mt-5 flex-1 leading-relaxed text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-sm font-bold text-white"
        >
          {testimonial.initials}
        </span>
        <span>
          <span className="block font-semibold text-brand-950">{testimonial.author}</span>
          <span className="block text-sm text-muted-foreground">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
