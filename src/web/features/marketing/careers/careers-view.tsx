import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { MarketingLayout } from '../marketing-layout.tsx'
import { BenefitsSection } from './benefits-section.tsx'
import { CareersCtaSection } from './careers-cta-section.tsx'
import { CareersHero } from './careers-hero.tsx'
import { LookingForSection } from './looking-for-section.tsx'
import { StorySection } from './story-section.tsx'

export function CareersView() {
  useDocumentTitle('Carreiras | Talentos')
  return (
    <MarketingLayout>
      <CareersHero />
      <StorySection />
      <BenefitsSection />
      <LookingForSection />
      <CareersCtaSection />
    </MarketingLayout>
  )
}
