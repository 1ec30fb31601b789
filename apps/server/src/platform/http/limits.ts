/** JSON bodies are small forms; uploads (logos) get their own, larger limit where needed. */
export const BODY_LIMIT_BYTES = 100 * 1024;
