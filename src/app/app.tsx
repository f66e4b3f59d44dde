// The thin assembly: providers and routes. Screens are added here as their issues land.
import { Button } from '@/ui/button'

export function App() {
  return (
    <main data-slot="app-shell" className="mx-auto flex min-h-dvh max-w-5xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold text-primary">Oja</h1>
      <p className="text-foreground-subtle">Gadgets and accessories, delivered across Nigeria.</p>
      <Button>We're Now Open</Button>
    </main>
  )
}
