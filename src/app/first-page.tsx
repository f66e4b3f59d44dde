// Hands the answers the server drew the page with (src/domain/first-page.ts) to the parts that render during the
// first render, and to nobody after: once that render is committed, a part that mounts later (the shopper moved
// on) loads its own data.
import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import { embeddedAnswer, type FirstPage, type RequestKey } from '@/domain/first-page'
import type { OperationId, SuccessData } from '@/domain/contract'
import { replayEarlyPresses } from './early-presses'

const FirstPageContext = createContext<{ current: FirstPage | null }>({ current: null })

export function FirstPageProvider({ page, children }: { page: FirstPage | null; children?: ReactNode }) {
  const [holder] = useState(() => ({ current: page }))
  useEffect(() => {
    holder.current = null
    // The page works from here on: until now a drawn page was only on screen (ADR 0005). Journeys wait for it.
    document.documentElement.dataset.app = 'ready'
    // What the shopper pressed on the drawn page meanwhile (ADR 0015), once the effects of this first render have
    // run and their updates are drawn.
    const replay = setTimeout(replayEarlyPresses)
    return () => clearTimeout(replay)
  }, [holder])
  return <FirstPageContext value={holder}>{children}</FirstPageContext>
}

/** An embedded answer, with the server's clock when it drew the page. */
export interface FirstAnswer<Id extends OperationId> {
  /** The request's data, or null when the server found none. */
  data: SuccessData<Id> | null
  renderedAt: number
}

/**
 * The server's answer to this request, when the page was drawn from it and this part mounts in the first render;
 * undefined otherwise (a later page, a story, the Vite dev server): then the part asks the API itself. Read once,
 * when the part mounts.
 */
export function useFirstAnswer<Id extends OperationId>(request: RequestKey<Id>): FirstAnswer<Id> | undefined {
  const holder = use(FirstPageContext)
  const [answer] = useState(() => {
    const page = holder.current
    const data = embeddedAnswer(page, request)
    return page && data !== undefined ? { data, renderedAt: page.renderedAt } : undefined
  })
  return answer
}
