import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'
import { TestimonialsCarousel } from './testimonials-carousel.tsx'

export function TestimonialsSection() {
  return (
    <PageSection id="testimonials">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Depoimentos"
          title="Quem usa, recomenda"
          description="RHs de pequenas e médias empresas de todo o Brasil contam como o Talentos mudou a rotina de contratação."
        />
        <TestimonialsCarousel />
      </div>
    </PageSection>
  )
}
