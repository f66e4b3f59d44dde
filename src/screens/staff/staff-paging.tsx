// The staff pages' paging: previous and next around 'Page 2 of 5', hidden while everything fits on one page.
import { Button } from '@/ui/button'

export const PAGING_TEXTS = {
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const

export type StaffPagingProps = {
  page: number
  totalPages: number
  /** False while a page is on its way. */
  enabled: boolean
  onGo: (page: number) => void
}

export function StaffPaging({ page, totalPages, enabled, onGo }: StaffPagingProps) {
  if (totalPages <= 1) return null
  return (
    <nav data-slot="staff-paging" aria-label={PAGING_TEXTS.label} className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={!enabled || page <= 1} onClick={() => onGo(page - 1)}>
        {PAGING_TEXTS.previous}
      </Button>
      <p className="m-0 text-sm tabular-nums" aria-live="polite">
        {PAGING_TEXTS.pageOf(page, totalPages)}
      </p>
      <Button variant="outline" size="sm" disabled={!enabled || page >= totalPages} onClick={() => onGo(page + 1)}>
        {PAGING_TEXTS.next}
      </Button>
    </nav>
  )
}
