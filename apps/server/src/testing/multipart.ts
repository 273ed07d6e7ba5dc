/**
 * Multipart bodies for `app.inject`, serialised by the platform's own FormData and Response, so tests send what
 * a browser sends. Payments and documents tests share it.
 */
export type TestFile = { name: string; bytes: Buffer | Uint8Array; type?: string; field?: string };

export async function multipartPayload(
  fields: Record<string, string | number | undefined>,
  file?: TestFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'file', blob, file.name);
  }
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') ?? 'multipart/form-data' },
  };
}

/** The smallest byte sequences `file-type` recognises as each kind. */
export const sampleFiles = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  jpeg: () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]),
  text: () => Buffer.from('This is plain text pretending to be a PDF.\n'),
};

/** The fields of a valid education request to the seeded University of Lagos (`POST /api/doc/verify`). */
export const educationRequest = {
  doc_type: 'educ',
  document_type_id: 'educ-bachelors',
  country_code: 'NG',
  institution_id: 'vb-unilag',
  docOwnerFirstName: 'Ngozi',
  docOwnerMiddleName: 'Ada',
  docOwnerLastName: 'Eze',
  docOwnerDOB: '1996-02-03',
  verifier_name: 'University of Lagos',
  verifier_city: 'Lagos',
  studentId: 'U-1234',
  course: 'Law',
  start_year: 2014,
  end_year: 2018,
};
