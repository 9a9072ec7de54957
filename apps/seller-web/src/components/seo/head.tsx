import { APP_NAME } from '../../config/app';

export interface HeadProps {
  /** The page's own name; the app's name is added after it. */
  title?: string;
}

/** The document title; React hoists <title> into <head>. */
export function Head({ title }: HeadProps) {
  return <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>;
}
