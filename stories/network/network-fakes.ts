// The store's API answered in the browser, for stories: msw handlers typed from openapi.yaml's generated `paths`, so a
// handler for a path the contract does not have, or a reply of the wrong shape, does not compile. The page under test
// is the real page over the real client; only the server is stood in for.
import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '@/api/schema'
import type { Product } from '@/domain/contract'

export const http = createOpenApiHttp<paths>()

/** The contract's error envelope (spec §8: the page shows the first message). */
export function errorReply(message: string) {
  return { errors: [{ message }] }
}

/** One page holding every product given, as the list operations answer. */
export function productPage(docs: Product[]) {
  return {
    data: { docs, page: 1, nextPage: null, prevPage: null, totalDocs: docs.length, totalPages: docs.length ? 1 : 0 },
  }
}

/** The page of `docs` a list query's `page` and `limit` ask for (12 a page unless told), as the paged lists answer. */
export function onePage<T>(docs: readonly T[], query: { get(name: 'limit' | 'page'): string | null }) {
  const limit = Number(query.get('limit') ?? 12)
  const page = Number(query.get('page') ?? 1)
  const totalPages = Math.ceil(docs.length / limit)
  return {
    docs: docs.slice((page - 1) * limit, page * limit),
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    totalDocs: docs.length,
    totalPages,
  }
}

/**
 * Picture uploads report half their body sent until the reply comes, as on a slow link: the page's progress bar is
 * then seen part-way. The browser's own progress events are held back (a body handed to the service worker is sent at
 * once). Returns the undo, for a story's `beforeEach`.
 */
export function uploadsReportHalfway(): () => void {
  const { open, send } = XMLHttpRequest.prototype
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
    // Registered before the page's own listener, so it stops the browser's events from reaching it.
    this.upload.addEventListener('progress', (event) => {
      if (event.isTrusted) event.stopImmediatePropagation()
    })
    return open.apply(this, args)
  } as XMLHttpRequest['open']
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    send.call(this, body)
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 1, total: 2 }))
  }
  return () => {
    XMLHttpRequest.prototype.open = open
    XMLHttpRequest.prototype.send = send
  }
}
