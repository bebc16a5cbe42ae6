// Hands PGlite a client's messages as they arrive, whole, instead of one by one.
//
// pglite-socket 0.2.17 queues every protocol message on its own: a query with parameters (Parse,
// Bind, Describe, Execute, Sync) is five turns of its queue, five calls into PGlite and five
// socket writes, about 1.5 ms where `select 1` takes 0.7 (bench/README.md). PGlite reads a buffer
// of several messages as the server reads a socket, with the same answer, so every complete
// message received at once goes in one turn. The startup, SSL and cancel requests (their first
// byte is 0: they start with their length) keep the library's own path.
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

const messageHeader = 5;

/** The length of the complete typed messages at the start of `buffer` (type byte, int32 length). */
export function completeMessagesLength(buffer) {
  let end = 0;
  while (end + messageHeader <= buffer.length) {
    const next = end + 1 + buffer.readInt32BE(end + 1);
    if (next > buffer.length) {
      break;
    }
    end = next;
  }
  return end;
}

export function batchProtocolMessages() {
  const libraryHandleData = PGLiteSocketHandler.prototype.handleData;
  PGLiteSocketHandler.prototype.handleData = async function handleData(data) {
    const pending = Buffer.concat([this.messageBuffer, data]);
    if (!this.socket || !this.active || pending.length === 0 || pending[0] === 0) {
      return libraryHandleData.call(this, data);
    }
    const end = completeMessagesLength(pending);
    // Set before waiting: the next chunk of this connection continues from what is left.
    this.messageBuffer = pending.subarray(end);
    if (end === 0) {
      return 0;
    }
    let written = 0;
    let failure;
    await this.queryQueue.enqueue(this.id, new Uint8Array(pending.subarray(0, end)), (chunk) => {
      if (chunk.length > 0 && this.socket?.writable && this.active) {
        this.socket.write(Buffer.from(chunk), (error) => {
          failure ??= error ?? undefined;
        });
      }
      written += chunk.length;
    });
    if (failure) {
      throw failure;
    }
    return written;
  };
}
