// Stylesheets come in as text (the 'asset/source' rule in packages/mf-config).
declare module '*.css' {
  const text: string;
  export default text;
}
