import { useParams } from 'react-router'
import { PublicFormPage } from '@/web/features/public-form/public-form-page.tsx'

/** /f/{slug}: a company's public application form. */
export function Component() {
  const { slug = '' } = useParams()
  // A new slug is a new form: remount so no state leaks between companies.
  return <PublicFormPage key={slug} slug={slug} />
}
