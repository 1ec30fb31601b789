import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  type LogoContentType,
} from '@app/core/api/organization-admin';

/** What a file must start with to be the type it claims. */
const SIGNATURES: Record<Exclude<LogoContentType, 'image/svg+xml'>, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * An SVG is a document that can run script when opened by itself. We refuse the parts that
 * can (script, event handlers, javascript: links, foreign HTML) and anything fetched from
 * elsewhere; the logo is also served with a sandboxing Content-Security-Policy.
 */
const UNSAFE_SVG = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<foreignObject[\s>/]/i,
  /<!ENTITY/i,
  /(?:href|src)\s*=\s*["']?\s*(?:https?:|\/\/|data:text)/i,
  /@import/i,
];

/** The decoded logo, or the reason it is refused (a 400 message). */
export function readLogo(
  contentType: LogoContentType,
  base64: string,
): { data: Buffer } | { problem: string } {
  const data = Buffer.from(base64, 'base64');
  if (data.byteLength === 0) return { problem: 'data: the file is empty.' };
  if (data.byteLength > LOGO_MAX_BYTES) return { problem: LOGO_MESSAGES.tooLarge };
  if (contentType === 'image/svg+xml') {
    const text = data.toString('utf8');
    if (!/<svg[\s>]/i.test(text)) return { problem: LOGO_MESSAGES.wrongType };
    if (UNSAFE_SVG.some((pattern) => pattern.test(text)))
      return { problem: LOGO_MESSAGES.unsafeSvg };
    return { data };
  }
  const signature = SIGNATURES[contentType];
  if (!signature.every((byte, i) => data[i] === byte)) return { problem: LOGO_MESSAGES.wrongType };
  return { data };
}
