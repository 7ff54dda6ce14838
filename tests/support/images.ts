/** Real image bytes for upload tests, made with sharp (no binary fixtures in the repository). */
import sharp from "sharp";

/** A PNG carrying EXIF metadata (camera make), to prove re-encoding strips it. */
export function pngWithMetadata(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "private" } })
    .png()
    .toBuffer();
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
