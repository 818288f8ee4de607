import { checkPhotoSize } from '@shared/lib/application-rules';

/** How light the photo's edges must be to count as a white background: mean luminance and colourfulness (0–255). */
const LIGHT_EDGE = { minLuminance: 200, maxChroma: 40 } as const;
const SAMPLE_WIDTH = 48;

/**
 * The ID photo's rules the browser can see before sending: its pixels (at least 295×413, upright:
 * checkPhotoSize, which the API checks again) and a white background — the top band and the upper
 * side strips, where a head-and-shoulders photo shows only background, must be light and grey.
 * The background is the browser's check only: a reviewer looks at the photo too.
 */
export async function checkPhotoFile(file: Blob): Promise<true | string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return '无法读取这张图片，请换一张 JPG 或 PNG 证件照';
  }
  try {
    const size = checkPhotoSize(bitmap.width, bitmap.height);
    if (size !== true) return size;
    return lightEdges(bitmap) ? true : '证件照需为白色背景，请换一张白底证件照';
  } finally {
    bitmap.close();
  }
}

function lightEdges(bitmap: ImageBitmap): boolean {
  const width = SAMPLE_WIDTH;
  const height = Math.max(1, Math.round((bitmap.height / bitmap.width) * SAMPLE_WIDTH));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // No 2D canvas (a locked-down browser): the reviewer judges the background.
  if (!context) return true;
  context.drawImage(bitmap, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  const band = Math.max(1, Math.round(height * 0.08));
  const side = Math.max(1, Math.round(width * 0.1));
  let luminance = 0;
  let chroma = 0;
  let count = 0;
  for (let y = 0; y < Math.round(height * 0.4); y++) {
    for (let x = 0; x < width; x++) {
      if (y >= band && x >= side && x < width - side) continue;
      const at = (y * width + x) * 4;
      const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
      luminance += 0.299 * r + 0.587 * g + 0.114 * b;
      chroma += Math.max(r, g, b) - Math.min(r, g, b);
      count++;
    }
  }
  return luminance / count >= LIGHT_EDGE.minLuminance && chroma / count <= LIGHT_EDGE.maxChroma;
}
