// A text field of a story (001 §2 text block, text tile, slides, FAQ answers): HTML the BFF has
// sanitised (D113), or Storyblok rich text rendered node by node (links through the router when
// they stay in the shop).
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

interface RichNode {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>
  content?: RichNode[]
}

function isRichDoc(value: unknown): value is RichNode {
  return typeof value === 'object' && value !== null && (value as RichNode).type === 'doc'
}

function renderMarks(node: RichNode, key: number): ReactNode {
  let out: ReactNode = node.text ?? ''
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>
    else if (mark.type === 'italic') out = <em>{out}</em>
    else if (mark.type === 'underline') out = <u>{out}</u>
    else if (mark.type === 'strike') out = <s>{out}</s>
    else if (mark.type === 'code') out = <code>{out}</code>
    else if (mark.type === 'link') {
      const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href : ''
      if (href.startsWith('/')) out = <Link to={href}>{out}</Link>
      else if (href !== '') out = <a href={href}>{out}</a>
    }
  }
  return <span key={key}>{out}</span>
}

function renderNode(node: RichNode, key: number): ReactNode {
  const children = (node.content ?? []).map(renderNode)
  switch (node.type) {
    case 'doc':
      return <>{children}</>
    case 'paragraph':
      return <p key={key}>{children}</p>
    case 'heading': {
      const level = Math.min(6, Math.max(2, Number(node.attrs?.level ?? 2)))
      const Tag = `h${level}` as 'h2'
      return <Tag key={key}>{children}</Tag>
    }
    case 'text':
      return renderMarks(node, key)
    case 'bullet_list':
      return <ul key={key}>{children}</ul>
    case 'ordered_list':
      return <ol key={key}>{children}</ol>
    case 'list_item':
      return <li key={key}>{children}</li>
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>
    case 'horizontal_rule':
      return <hr key={key} />
    case 'hard_break':
      return <br key={key} />
    case 'code_block':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      )
    case 'image': {
      const src = typeof node.attrs?.src === 'string' ? node.attrs.src : ''
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : ''
      return src ? <img key={key} src={src} alt={alt} loading="lazy" /> : null
    }
    default:
      return null
  }
}

export function ContentText({ value, className }: { value: unknown; className?: string }) {
  if (isRichDoc(value)) return <div className={className}>{renderNode(value, 0)}</div>
  if (typeof value !== 'string' || value.trim() === '') return null
  // Sanitised by the BFF (D113).
  return <div className={className} dangerouslySetInnerHTML={{ __html: value }} />
}
