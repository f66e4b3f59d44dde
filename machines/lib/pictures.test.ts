import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES, uploadMessages } from '@/domain/uploads'
import {
  addPictures,
  filesToSend,
  movePicture,
  pictureList,
  pictureUrls,
  removePicture,
  withUploaded,
} from './pictures'

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(16)], name, { type })

function sized(name: string, size: number): File {
  const file = photo(name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('a form’s pictures', () => {
  it('starts from the stored pictures, in their order', () => {
    const list = pictureList(['/media/a-800.webp', '/media/b-800.webp'])
    expect(pictureUrls(list)).toEqual(['/media/a-800.webp', '/media/b-800.webp'])
    expect(filesToSend(list)).toEqual([])
  })

  it('adds picked pictures and names each refused file with its reason', () => {
    const list = addPictures(
      pictureList(),
      [
        photo('front.jpg'),
        photo('notes.txt', 'text/plain'),
        sized('huge.jpg', MAX_IMAGE_BYTES + 1),
        photo('back.png', 'image/png'),
      ],
      10,
    )
    expect(list.items.map((item) => item.name)).toEqual(['front.jpg', 'back.png'])
    expect(list.problems).toEqual([uploadMessages.notAnImage('notes.txt'), uploadMessages.tooLarge('huge.jpg')])
  })

  it('stops at the limit and says so once', () => {
    const list = addPictures(pictureList(['/media/a-800.webp']), [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')], 2)
    expect(list.items).toHaveLength(2)
    expect(list.problems).toEqual([uploadMessages.tooMany(2)])
  })

  it('moves a picture one place and not past either end, and removes one', () => {
    let list = addPictures(pictureList(['/media/a-800.webp']), [photo('b.jpg'), photo('c.jpg')], 10)
    const [first, second, third] = list.items
    list = movePicture(list, third!.id, -1)
    expect(list.items.map((item) => item.id)).toEqual([first!.id, third!.id, second!.id])
    expect(movePicture(list, first!.id, -1)).toBe(list)
    expect(movePicture(list, second!.id, 1)).toBe(list)
    list = removePicture(list, first!.id)
    expect(list.items.map((item) => item.id)).toEqual([third!.id, second!.id])
  })

  it('reads as URLs in the shown order once the new files are stored', () => {
    let list = addPictures(pictureList(['/media/a-800.webp']), [photo('b.jpg'), photo('c.jpg')], 10)
    list = movePicture(list, list.items[0]!.id, 1)
    expect(filesToSend(list).map((file) => file.name)).toEqual(['b.jpg', 'c.jpg'])
    list = withUploaded(list, ['/media/uploads/b-800.webp', '/media/uploads/c-800.webp'])
    expect(pictureUrls(list)).toEqual(['/media/uploads/b-800.webp', '/media/a-800.webp', '/media/uploads/c-800.webp'])
    expect(filesToSend(list)).toEqual([])
  })
})
