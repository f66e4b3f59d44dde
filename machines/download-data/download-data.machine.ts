// 'Download my data' on /profile/account (docs/adr/0024): the export is fetched with the shopper's token, then saved
// by the browser as a file under the name the server gave it. At most 3 a minute: the server's refusal, or a lost
// connection, is shown beside the button, which tries again.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

/** The export as the browser saves it. */
export interface DataFile {
  fileName: string
  blob: Blob
}

export interface DownloadDataContext {
  error: string | null
}

export type DownloadDataEvent = { type: 'data.download' }

export const downloadDataMachine = setup({
  types: { context: {} as DownloadDataContext, events: {} as DownloadDataEvent },
  actors: {
    // GET api/users/me/data
    exportMyData: fromPromise<DataFile>(notProvided('exportMyData')),
  },
  actions: {
    ...baseActions,
    /** Hands the file to the browser to save. */
    saveFile: (_, _file: DataFile) => notProvided('saveFile')(),
    setError: assign((_, { error }: { error: string | null }) => ({ error })),
  },
}).createMachine({
  id: 'downloadData',
  initial: 'idle',
  context: { error: null },
  on: { 'data.download': '.downloading' },
  states: {
    idle: {},
    downloading: {
      entry: { type: 'setError', params: { error: null } },
      // A second press while the file comes is not a second download.
      on: { 'data.download': {} },
      invoke: {
        id: 'exportMyData',
        src: 'exportMyData',
        onDone: { target: 'saved', actions: { type: 'saveFile', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: firstMessage(event.error) }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    saved: {},
    failed: {},
  },
})
