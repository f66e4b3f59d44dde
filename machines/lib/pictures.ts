// A form's pictures (the product form's images, the swap form's photos): pictures already stored (their URL) and files
// picked but not sent yet, in the order they will be shown. Added, removed and moved here, the same way by every form
// that has pictures; the files go up together when the form is sent (src/api/upload-images.ts), and the list then
// reads as URLs in the shown order.
import { fileProblem, uploadMessages } from '@/domain/uploads'

export interface PictureItem {
  /** Unique within its list, for keys and events. */
  id: string
  /** What the picture is called on screen (the file's name, or the stored picture's position). */
  name: string
  /** A stored picture's URL; absent for a file not sent yet. */
  src?: string
  /** A picked file not sent yet. */
  file?: File
}

export interface PictureList {
  items: PictureItem[]
  /** Each picked file refused, and why (wrong type, too large, past the limit). */
  problems: string[]
  /** The next id to give. */
  nextId: number
}

export function pictureList(stored: readonly string[] = []): PictureList {
  return {
    items: stored.map((src, index) => ({ id: `stored-${index}`, name: `Picture ${index + 1}`, src })),
    problems: [],
    nextId: 0,
  }
}

/** Adds the picked files the form can send, up to `max` pictures in all; the rest are named in `problems`. */
export function addPictures(list: PictureList, files: readonly File[], max: number): PictureList {
  const items = [...list.items]
  const problems: string[] = []
  let nextId = list.nextId
  for (const file of files) {
    const problem = fileProblem(file)
    if (problem) problems.push(problem)
    else if (items.length >= max) {
      if (!problems.includes(uploadMessages.tooMany(max))) problems.push(uploadMessages.tooMany(max))
    } else items.push({ id: `new-${nextId++}`, name: file.name, file })
  }
  return { items, problems, nextId }
}

export function removePicture(list: PictureList, id: string): PictureList {
  return { ...list, items: list.items.filter((item) => item.id !== id), problems: [] }
}

/** Moves a picture one place earlier (-1) or later (1); the first picture is the one cards show. */
export function movePicture(list: PictureList, id: string, offset: -1 | 1): PictureList {
  const from = list.items.findIndex((item) => item.id === id)
  const to = from + offset
  if (from === -1 || to < 0 || to >= list.items.length) return list
  const items = [...list.items]
  const [moved] = items.splice(from, 1)
  items.splice(to, 0, moved!)
  return { ...list, items }
}

/** The files still to send, in the shown order. */
export function filesToSend(list: PictureList): File[] {
  return list.items.flatMap((item) => (item.file && !item.src ? [item.file] : []))
}

/** The list once `uploaded` (the URLs of `filesToSend`, in that order) are stored: every picture a URL. */
export function withUploaded(list: PictureList, uploaded: readonly string[]): PictureList {
  let next = 0
  const items = list.items.map((item) =>
    item.src ? item : { id: item.id, name: item.name, src: uploaded[next++] ?? '' },
  )
  return { ...list, items }
}

/** Every picture's URL in the shown order (after `withUploaded`). */
export function pictureUrls(list: PictureList): string[] {
  return list.items.flatMap((item) => (item.src ? [item.src] : []))
}

/** What a form's upload slot takes: the files to send, and where it reports how much of them has gone (0 to 1). */
export interface PictureUpload {
  files: File[]
  onProgress: (fraction: number) => void
}

/** What the upload reports to the form's machine as the files go up. */
export type UploadProgressEvent = { type: 'upload.progress'; fraction: number }

/** The whole percent the progress bar shows for a fraction sent. */
export function progressPercent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100)
}
