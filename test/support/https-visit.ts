import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { TlsFront } from './tls-front';

/** An answer over HTTPS, and the certificate the server showed. */
export type HttpsAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The served certificate's names (subjectaltname) and issuer's common name. */
  certificate: { names: string; issuer: string };
};

/**
 * What a browser does at `https://{name}:{httpsPort}{path}` when `name` resolves to 127.0.0.1
 * (`curl --resolve`): SNI and Host are `name`, only the issuing root is trusted, and the
 * certificate must be for `name`. A failed handshake rejects.
 */
export function visitOverHttps(
  front: Pick<TlsFront, 'httpsPort' | 'issuingRoot'>,
  name: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: front.httpsPort,
        path,
        method: options.method ?? 'GET',
        servername: name,
        ca: front.issuingRoot,
        // A new connection each time: a kept one would skip the handshake under test.
        agent: false,
        headers: { host: `${name}:${front.httpsPort}`, ...options.headers },
      },
      (res) => {
        const peer = res.socket as TLSSocket;
        const shown = peer.getPeerCertificate();
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            certificate: { names: shown.subjectaltname ?? '', issuer: String(shown.issuer.CN) },
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
