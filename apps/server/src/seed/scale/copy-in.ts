import type pg from 'pg';

/** The part of pg's connection a COPY FROM STDIN needs; pg's own types leave these methods out. */
type CopyConnection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
};

/**
 * `COPY … FROM STDIN` with data already in memory, through pg's query queue as a custom submittable: the server
 * asks for the data (CopyInResponse), we send it and CopyDone, and the query ends at ReadyForQuery. This is what
 * the pg-copy-streams package does with a stream; a whole buffer at a time is all the seed needs, so no package.
 */
class CopyIn implements pg.Submittable {
  readonly done: Promise<number>;
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };
  private rows = 0;

  constructor(
    private readonly text: string,
    private readonly data: Buffer,
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: pg.Connection): void {
    (connection as unknown as CopyConnection).query(this.text);
  }

  handleCopyInResponse(connection: pg.Connection): void {
    const copy = connection as unknown as CopyConnection;
    copy.sendCopyFromChunk(this.data);
    copy.endCopyFrom();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = Number(/COPY (\d+)/.exec(message.text ?? '')?.[1] ?? 0);
  }

  handleReadyForQuery(): void {
    this.settle.resolve(this.rows);
  }

  handleError(error: Error): void {
    this.settle.reject(error);
  }
}

/**
 * Copies COPY-text rows into `table`; resolves with the number of rows the server stored. `freeze` writes them
 * frozen and visible to all (PostgreSQL refuses it unless the table was created or truncated in this transaction).
 */
export function copyInto(
  client: pg.Client,
  table: string,
  columns: string[],
  data: Uint8Array,
  { freeze = false }: { freeze?: boolean } = {},
): Promise<number> {
  const quoted = columns.map((column) => `"${column}"`).join(', ');
  const text = `copy "${table}" (${quoted}) from stdin${freeze ? ' with (freeze)' : ''}`;
  const copy = client.query(new CopyIn(text, Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
  return copy.done;
}
