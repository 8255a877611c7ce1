// The design system's one rule that a reviewer cannot keep by eye: colours, font families and font sizes are
// written only in tokens.css (and the generated fonts.css); everywhere else uses their names.
export default {
  ignoreFiles: ['dist/**', 'node_modules/**', 'src/client/styles/tokens.css', 'src/client/styles/fonts.css'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'oklch', 'lab', 'lch'],
    'declaration-property-value-allowed-list': {
      'font-family': ['/^var\\(--font/', 'inherit'],
      'font-size': ['/^var\\(--text-/', 'inherit', '/^[\\d.]+em$/'],
    },
  },
};
