/**
 * A lean HTTP/1.1 keep-alive client for load loops: one socket, one request at a time, the request written
 * as one buffer and the answer read by its content-length. pgbench's client is C; node:http's client spends
 * ~0.15-0.3 ms of CPU per request on the same 2 cores the server and PostgreSQL share (bench/bet-throughput
 * measured it), which is load-generator cost, not the server's. This one does the least a client must:
 * write the bytes, find the status, the headers' end and the body.
 *
 * Not a general client: no chunked answers (the API sends JSON with content-length), no redirects.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  body: string;
}

export class RawHttpConnection {
  private socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (a: RawAnswer) => void; reject: (e: Error) => void } | null = null;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.tryAnswer();
    });
    const fail = (err: Error) => {
      const w = this.waiting;
      this.waiting = null;
      w?.reject(err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawHttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host, () => resolve(new RawHttpConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** POSTs a JSON body; `headers` are written as given (no content-length: it is added). */
  post(path: string, headers: Record<string, string>, body: string): Promise<RawAnswer> {
    if (this.waiting) throw new Error('one request at a time');
    const payload = Buffer.from(body);
    let head = `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: ${payload.length}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(Buffer.concat([Buffer.from(`${head}\r\n`), payload]));
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private tryAnswer(): void {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0 || !this.waiting) return;
    const head = this.buffer.toString('latin1', 0, end);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      const w = this.waiting;
      this.waiting = null;
      w.reject(new Error(`answer without content-length: ${head.slice(0, 200)}`));
      return;
    }
    const total = end + 4 + Number(length[1]);
    if (this.buffer.length < total) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffer.toString('utf8', end + 4, total);
    this.buffer = this.buffer.subarray(total);
    const w = this.waiting;
    this.waiting = null;
    w.resolve({ status, body });
  }
}
