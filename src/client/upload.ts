/** Uploads an image: asks the API to sign it, then PUTs the bytes with progress (XHR reports it; fetch cannot). */
import { ApiError } from "./api-client";
import { api, call } from "./api";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Checks that fail here never reach the network; the server checks everything again. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "Use a JPEG, PNG, WebP or GIF picture.";
  if (file.size > IMAGE_MAX_BYTES) return "The picture is too large (at most 5 MB).";
  return null;
}

export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const signed = await call(
    api.uploads["presigned-url"].$get({
      query: {
        fileName: file.name.slice(0, 255) || "image",
        contentType: file.type as ImageType,
        size: String(file.size),
      },
    }),
  );
  const { uploadUrl, method, headers, fileUrl } = signed.data;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, uploadUrl);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      reject(new ApiError("http", `HTTP ${xhr.status}`, xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError("fetch", "The upload could not reach the server"));
    xhr.ontimeout = () => reject(new ApiError("timeout", "The upload timed out"));
    xhr.timeout = 120_000;
    xhr.send(file);
  });
  onProgress(1);
  return fileUrl;
}
