// A page action's form, as a browser posts it (D181): `application/x-www-form-urlencoded` or
// `multipart/form-data`. Any other body (JSON, text, none) is the client's mistake, answered 415
// or 400 instead of failing the page with a 500.
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export async function readPageForm(request: Request): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (!type || !FORM_TYPES.includes(type)) {
    throw new Response('This page accepts HTML form posts only.', {
      status: 415,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  try {
    return await request.formData()
  } catch {
    throw new Response('The form could not be read.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
}
