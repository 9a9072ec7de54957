/**
 * A value loaded the first time it is asked for and kept: heavy libraries a request needs only now and then
 * (image conversion, PDFs, QR codes, Web Push) stay out of an idle process's memory.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
