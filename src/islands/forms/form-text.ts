/** A text field of a submitted form ("" when absent, never "[object File]"). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
