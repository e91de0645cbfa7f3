import http from 'node:http';

/*
 * The address of the machine that opened the connection. Next passes route handlers a Request
 * without the socket, and fills x-forwarded-for from the socket only when the client sent none,
 * so that header is the client's to forge. At start-up we stamp every request with the socket's
 * address under our own header, overwriting whatever a client put there.
 */

export const PEER_HEADER = 'x-edu-connect-peer';

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
const stamped = Symbol.for('edu-connect.peer-stamped');

export function stampPeerAddress(): void {
  const proto = http.Server.prototype as http.Server & { [stamped]?: boolean };
  if (proto[stamped]) return;
  // Taken unbound on purpose: it is called below with each server as `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const emit = proto.emit as Emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as http.Server['emit'];
  proto[stamped] = true;
}
