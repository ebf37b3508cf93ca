// The statistics of a study's dashboard and package (docs/design/adaptive.md §10, docs/studies.md §4).
export * from './ancova';
export * from './describe';
export * from './items';
export * from './power';
export * from './wwc';
