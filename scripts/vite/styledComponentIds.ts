import { createHash } from 'node:crypto';
import { relative } from 'node:path';

import type { Plugin } from 'vite';

/**
 * Finds the styled-component definitions in a module: `styled.tag` or `styled(Component)` right before
 * the template literal of its styles (TypeScript generics are already stripped when this runs).
 */
const STYLED_DEFINITION = /\bstyled(\.[A-Za-z][\w]*|\(\s*[A-Za-z_$][\w$.]*\s*\))(?=\s*`)/g;

/**
 * Gives every styled component an id derived from its file and its place in that file.
 *
 * Without a compiler plugin, styled-components numbers components in the order their modules run, and
 * that number goes into every class name. The prerender runs all pages' modules in one order; a browser
 * runs the entry and then one page's chunk in another — so class names would differ and hydration would
 * fail. Ids from file and position are the same wherever and in whatever order the code runs.
 */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'styled-component-ids',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes('styled-components')) return null;
      const file = createHash('sha1')
        .update(relative(root, id.split('?')[0] ?? id))
        .digest('hex')
        .slice(0, 8);
      let index = 0;
      const transformed = code.replace(
        STYLED_DEFINITION,
        (definition) => `${definition}.withConfig({ componentId: "sc-${file}-${index++}" })`,
      );
      return index === 0 ? null : { code: transformed, map: null };
    },
  };
}
