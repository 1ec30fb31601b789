import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals an organization's OpenID Connect client secret for the database: AES-256-GCM (Node's
 * crypto, authenticated, so a changed row fails to open rather than opening to something else)
 * under a key derived by HKDF from the session secret. A copy of the database alone does not
 * give the secret; changing SESSION_SECRET means entering the secrets again.
 */
export function ssoSecretBox(sessionSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'peerscope', 'sso-client-secret', 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) {
        throw new Error('not a sealed SSO client secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SsoSecretBox = ReturnType<typeof ssoSecretBox>;
