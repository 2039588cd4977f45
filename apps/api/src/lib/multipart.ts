import type { Multipart, MultipartFile } from '@fastify/multipart';

export type UploadedFile = {
  /** The name as the client sent it; sanitised before use. */
  name: string;
  /** The bytes, unless the file went over its limit (then only `size` counts). */
  data: Buffer | null;
  /** Bytes received; above the limit it is that limit plus one, at least. */
  size: number;
};

/**
 * Reads a file part, keeping at most `maxBytes` in memory. Past that the rest is read and dropped
 * (bounded by the parser's fileSize) so the request ends cleanly and the caller can answer.
 */
export async function readFilePart(part: MultipartFile, maxBytes: number): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  const over = size > maxBytes || part.file.truncated;
  return {
    name: part.filename ?? '',
    data: over ? null : Buffer.concat(chunks),
    size: over ? Math.max(size, maxBytes + 1) : size,
  };
}

/** Consumes a part nobody wants, so the parser moves on to the next one. */
export async function drainPart(part: Multipart): Promise<void> {
  if (part.type === 'file') for await (const _chunk of part.file) void _chunk;
}
