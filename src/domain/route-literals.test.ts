// Page addresses are spelled once, in the route manifest (./routes.ts): everything else asks pathTo() or
// matchRoute(), so renaming a page or adding one is a single edit. Comments and tests may still show paths.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { EVERY_ROUTE } from './staff-routes'

const root = join(import.meta.dirname, '../..')
const MANIFEST = 'src/domain/routes.ts'
const SCANNED = ['src', 'machines', 'server']

/** Each page's first path segment, e.g. 'product-details' and 'profile' (which /profile/orders starts with too). */
const segments = [
  ...new Set(
    Object.values(EVERY_ROUTE)
      .map((route) => route.path.split('/')[1] ?? '')
      .filter((segment) => /^[\w-]+$/.test(segment)),
  ),
]
const pagePath = new RegExp(`^/(${segments.join('|')})(?![\\w-])`)

/** Where a bare '/' is the home page rather than a separator: a link's or a navigation's target. */
const TARGETS = new Set(['href', 'to'])

function targetName(node: ts.Node): string | undefined {
  const parent = node.parent
  if ((ts.isPropertyAssignment(parent) || ts.isJsxAttribute(parent)) && parent.initializer === node)
    return parent.name.getText()
  if ((ts.isParameter(parent) || ts.isBindingElement(parent)) && parent.initializer === node)
    return parent.name.getText()
  return undefined
}

function isHomeTarget(node: ts.Node, text: string): boolean {
  const name = targetName(node)
  return text === '/' && name !== undefined && (TARGETS.has(name) || name.endsWith('Href') || name.endsWith('Path'))
}

/** The page paths a source file spells as string or template literals (comments are not looked at). */
function routeLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (pagePath.test(node.text) || isHomeTarget(ts.isTemplateHead(node) ? node.parent : node, node.text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart())
        found.push(`${fileName}:${line + 1}: ${node.getText()}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').includes('node_modules'))
}

describe('route path literals', () => {
  it('finds a page path spelled in a string, a template, a JSX attribute or a link default, and a home link', () => {
    const source = [
      "const a = '/login'",
      'const b = `/product-details/${slug}`',
      'const c = <Navigate to="/profile/orders" />',
      "function f({ termsHref = '/terms' }) {}",
      "const d = { href: '/', label: 'Home' }",
      "function g({ homeHref = '/' }) {}",
      "navigate({ to: '/' })",
    ].join('\n')
    expect(routeLiterals('sample.tsx', source)).toHaveLength(7)
  })

  it('leaves comments, other addresses and path separators alone', () => {
    const source = [
      "// sends the visitor to '/login'",
      "const api = '/api/users/signin'",
      "const other = '/terms-of-sale'",
      "const parts = path.split('/')",
      "const root = { prefix: '/' }",
    ].join('\n')
    expect(routeLiterals('sample.ts', source)).toEqual([])
  })

  it('spells no page path outside the route manifest in src, machines and server', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((path) => path !== MANIFEST)
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((path) => routeLiterals(path, readFileSync(join(root, path), 'utf8')))
    expect(found, 'use pathTo() or matchRoute() from src/domain/routes.ts').toEqual([])
  })
})
