// Bulletproof-react's rule: a feature never imports another feature; routes compose them.
import path from 'node:path';

const featureOf = (file) => {
  const match = file.split(path.sep).join('/').match(/\/src\/features\/([^/]+)\//);
  return match ? match[1] : null;
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A feature may not import another feature' },
    messages: { crossFeature: "Feature '{{from}}' may not import feature '{{to}}'; compose them in a route instead." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source) + '/');
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
