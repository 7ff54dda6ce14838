/**
 * Whether a picture's alt text describes it: an empty one leaves people who cannot see the picture
 * with nothing, and a file name ("IMG_2034.jpg", the name the upload came with) says nothing of it.
 */
const PICTURE_FILE = /\.(jpe?g|png|gif|webp|avif|svg|heic|heif|bmp|tiff?)$/i;
/** Names cameras, phones and screenshot tools give files. */
const CAMERA_NAME = /^(img|dsc|dscn|dcim|pxl|mvimg|screenshot|screen shot|photo|image|untitled)[\s_-]*\d/i;

const baseName = (path: string) => decodeURIComponent(path.split(/[?#]/)[0]!.split("/").pop() ?? "");
const stem = (name: string) => name.replace(/\.[^.]+$/, "");

export type AltProblem = "empty" | "file-name" | null;

/** `uploadedAs`: the file name the picture was uploaded with, when this page uploaded it. */
export function altProblem(alt: string, src: string, uploadedAs?: string): AltProblem {
  const text = alt.trim();
  if (!text) return "empty";
  const names = [baseName(src), uploadedAs ?? ""].filter(Boolean);
  const same = (name: string) =>
    text.toLowerCase() === name.toLowerCase() || text.toLowerCase() === stem(name).toLowerCase();
  if (PICTURE_FILE.test(text) || CAMERA_NAME.test(text) || names.some(same)) return "file-name";
  return null;
}
