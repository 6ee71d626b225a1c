/**
 * The cycle check of `npm run lint` (ARCHITECTURE.md, Layers: "a cycle check fails the lint on
 * any import cycle"). Type-only imports count: a cycle through types still ties two layers together.
 * The layer rules themselves live in eslint.config.js (import-x/no-restricted-paths).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Imports run one way: break the cycle by moving the shared piece down a layer.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-bench|out)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.vue', '.js', '.mjs', '.json'] },
  },
}
