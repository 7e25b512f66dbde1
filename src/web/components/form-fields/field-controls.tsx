/**
 * The public form's on-demand field controls in one module, so they ship as one chunk (one request
 * on a phone's slow network instead of one per control and per shared piece; issue 18). Step 1's
 * text fields do not need them: field-renderer.tsx loads this after the first step is on screen.
 */
export { DatePicker } from '@/web/components/ui/date-picker.tsx'
export { FileControl } from './file-control.tsx'
export { PhotoControl } from './photo-control.tsx'
export { SelectControl } from './select-control.tsx'
export { ToggleControl } from './toggle-control.tsx'
