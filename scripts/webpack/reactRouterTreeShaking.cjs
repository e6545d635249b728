// A webpack loader for React Router's production build: lets the minifier drop the parts the app never uses.
//
// The build declares its components and contexts at the top level as `var Form = React10.forwardRef(…)` followed by
// `Form.displayName = "Form"`. The call is not marked pure and the assignment is a side effect, so everything
// `Form` reaches (useSubmit, the form-encoding helpers) and every unused context stays in the bundle: about 1.5 KB of
// gzip in the entry. Marking the calls pure and leaving out the display names (React DevTools' labels, not shown in
// a production build) lets webpack and Terser remove what nothing imports.

const DECLARATION = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";\n/gm;

/** The module's source with its top-level React calls marked pure and its top-level display names left out. */
function shakeableReactRouter(source) {
  return source.replace(DECLARATION, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/** Webpack loader: applied to React Router's production modules; fails the build if the one holding `Link` no longer
 * has the shape above, so a changed React Router is noticed instead of silently growing the entry. */
module.exports = function reactRouterTreeShaking(source) {
  const shaken = shakeableReactRouter(source);
  if (/^var Link = /m.test(source) && !/^var Link = \/\* @__PURE__ \*\//m.test(shaken)) {
    throw new Error(`${this.resourcePath}: React Router's declarations changed; update ${__filename}`);
  }
  return shaken;
};
module.exports.shakeableReactRouter = shakeableReactRouter;
