import { useLoaderData } from '@remix-run/react'

export const meta = () => [{ title: 'Bare Remix page' }]

export function loader() {
  return { name: 'Bare Remix page', servedAt: Date.now() }
}

export default function Index() {
  const { name } = useLoaderData()
  return (
    <main>
      <h1>{name}</h1>
    </main>
  )
}
