export function Component() {
  return (
    <main>
      <h1>Talentos</h1>
    </main>
  )
}
