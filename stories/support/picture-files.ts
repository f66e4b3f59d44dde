// Pictures as a phone's file picker hands them over, for the stories of forms that take pictures.

/** A small orange square as a PNG file. */
export async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 8
  canvas.height = 8
  const context = canvas.getContext('2d')!
  context.fillStyle = '#d9530a'
  context.fillRect(0, 0, 8, 8)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'))
  return new File([blob], name, { type: 'image/png' })
}
