import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { MarketingLayout } from '../marketing-layout.tsx'
import { AboutCtaSection } from './about-cta-section.tsx'
import { AboutHero } from './about-hero.tsx'
import { ChallengeSection } from './challenge-section.tsx'
import { ImpactSection } from './impact-section.tsx'
import { JourneySection } from './journey-section.tsx'
import { MissionValuesSection } from './mission-values-section.tsx'

export function AboutView() {
  useDocumentTitle('Sobre nós | Talentos')
  return (
    <MarketingLayout>
      <AboutHero />
      <ChallengeSection />
      <JourneySection />
      <MissionValuesSection />
      <ImpactSection />
      <AboutCtaSection />
    </MarketingLayout>
  )
}
