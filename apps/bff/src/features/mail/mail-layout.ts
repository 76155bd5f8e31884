// The frame of every shop mail: a greeting, paragraphs, an optional button link and the
// signature, written twice — HTML (every value escaped) and plain text (the link spelled out).
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Fills `{name}` holes; a hole without a value stays as it is. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole)
}

export interface MailBlock {
  /** Plain paragraphs, rows of a table ([label, value]) or preformatted lines. */
  kind: 'paragraph' | 'rows' | 'lines'
  title?: string
  paragraph?: string
  rows?: ReadonlyArray<readonly [string, string]>
  lines?: readonly string[]
}

export interface MailFrame {
  lang: string
  subject: string
  greeting: string
  blocks: readonly MailBlock[]
  action?: { label: string; url: string }
  notes: readonly string[]
  signature: string
}

function blockHtml(block: MailBlock): string {
  const title = block.title ? `<h2 style="font-size:16px">${escapeHtml(block.title)}</h2>` : ''
  if (block.kind === 'paragraph') return `${title}<p>${escapeHtml(block.paragraph ?? '')}</p>`
  if (block.kind === 'lines') {
    return `${title}<p>${(block.lines ?? []).map(escapeHtml).join('<br>')}</p>`
  }
  const rows = (block.rows ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(label)}</td>` +
        `<td style="padding:2px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `${title}<table role="presentation">${rows}</table>`
}

function blockText(block: MailBlock): string {
  const title = block.title ? `${block.title}\n` : ''
  if (block.kind === 'paragraph') return `${title}${block.paragraph ?? ''}`
  if (block.kind === 'lines') return `${title}${(block.lines ?? []).join('\n')}`
  return `${title}${(block.rows ?? []).map(([label, value]) => `${label}: ${value}`).join('\n')}`
}

export function renderFrame(frame: MailFrame): { subject: string; html: string; text: string } {
  const action = frame.action
    ? `<p><a href="${escapeHtml(frame.action.url)}" style="display:inline-block;padding:10px 16px;background:#000;color:#fff;text-decoration:none">${escapeHtml(frame.action.label)}</a></p>` +
      `<p style="font-size:12px">${escapeHtml(frame.action.url)}</p>`
    : ''
  const html =
    `<!doctype html><html lang="${escapeHtml(frame.lang)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(frame.subject)}</title></head>` +
    '<body style="font-family:Arial,sans-serif;color:#111;max-width:600px">' +
    `<p>${escapeHtml(frame.greeting)}</p>` +
    frame.blocks.map(blockHtml).join('') +
    action +
    frame.notes.map((note) => `<p style="font-size:12px">${escapeHtml(note)}</p>`).join('') +
    `<p>${escapeHtml(frame.signature).replaceAll('\n', '<br>')}</p></body></html>`
  const text = [
    frame.greeting,
    ...frame.blocks.map(blockText),
    ...(frame.action ? [`${frame.action.label}:\n${frame.action.url}`] : []),
    ...frame.notes,
    frame.signature,
  ].join('\n\n')
  return { subject: frame.subject, html, text: `${text}\n` }
}
