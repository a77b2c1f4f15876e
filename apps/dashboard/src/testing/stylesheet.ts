// What a stylesheet import (`import './x.css'`) is in jest (jest.preset.cjs): nothing; the specs
// check content and roles, the browser tests (e2e/) the styled page.
export default {};
