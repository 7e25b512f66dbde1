import { useEffect } from 'react'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { LoadingOverlay, useLoadingOverlay } from '../loading-overlay.tsx'
import { MarketingLayout } from '../marketing-layout.tsx'
import { scrollToSection } from '../scroll-to-section.ts'
import { LOADING_OVERLAY_MS } from '../timing.ts'
import { ClosingCtaSection } from './closing-cta-section.tsx'
import { FeaturesSection } from './features-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { HowItWorksSection } from './how-it-works-section.tsx'
import { PricingSection } from './pricing-section.tsx'
import { TestimonialsSection } from './testimonials-section.tsx'

export function HomeView() {
  useDocumentTitle('Talentos — Recrutamento simples para sua empresa')
  const overlay = useLoadingOverlay(LOADING_OVERLAY_MS)

  useEffect(() => {
    // Arriving from another page at /#pricing (say): scroll there once the overlay is gone.
    const section = window.location.hash.slice(1)
    if (overlay.over && section) scrollToSection(section)
  }, [overlay.over])

  return (
    <>
      <MarketingLayout inert={overlay.covering}>
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <TestimonialsSection />
        <HowItWorksSection />
        <ClosingCtaSection />
      </MarketingLayout>
      {overlay.over ? null : <LoadingOverlay ref={overlay.ref} durationMs={LOADING_OVERLAY_MS} />}
    </>
  )
}
