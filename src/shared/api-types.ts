/** The contract's envelopes, as the client reads them. */
export interface FieldError {
  field?: string;
  message: string;
}
export interface SuccessEnvelope<T> {
  success: true;
  message?: string;
  data: T;
}
export interface ErrorEnvelope {
  success: false;
  message: string;
  errors: FieldError[];
}
export interface PageMeta {
  page: number;
  limit: number;
  total: number;
}
