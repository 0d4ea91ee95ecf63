/** The longest side a photo is sent at: an ID card's smallest print stays readable, and the file is a few hundred KB. */
export const photoLongSideMax = 1600;
const jpegQuality = 0.85;

/**
 * A photo as the server should get it: decoded by the browser (turned upright by its EXIF orientation where
 * the browser does so), scaled down to `photoLongSideMax` and encoded again as JPEG. Rejects what the
 * browser can't decode, so nothing is sent that the server would refuse anyway.
 */
export async function scalePhoto(file: Blob): Promise<Blob> {
  const image = await decode(file);
  const scale = Math.min(1, photoLongSideMax / Math.max(image.width, image.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  const context = canvas.getContext('2d')!;
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
  image.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', jpegQuality));
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  // Safari before 15 has no createImageBitmap for files: an <img> decodes them too.
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
}
