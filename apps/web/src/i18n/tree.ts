// Translation trees: the shared catalogue's dotted keys nested, and catalogues merged over each other.
export type Tree = { [key: string]: string | Tree };

/** Turns the shared catalogue's dotted keys ('validation.emailRequired') into nested objects. */
export function nest(flat: Record<string, string>): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as Tree;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

export function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}
