/** Uploading one image with progress: checks the file, uploads, reports failures through the catalogue. */
import { useState } from "react";
import { reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import { imageProblem, uploadImage } from "../../client/upload";

export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  /** The uploaded file's address, or null when the file was refused or the upload failed. */
  async function upload(file: File): Promise<string | null> {
    const problem = imageProblem(file);
    if (problem) {
      void notify("error", problem);
      return null;
    }
    setProgress(0);
    try {
      return await uploadImage(file, setProgress);
    } catch (err) {
      reportApiError(err);
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { progress, uploading: progress !== null, upload };
}
