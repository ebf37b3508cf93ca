// The list kit: one frame for list pages and one table that turns into cards on a phone.

export * from './CardGrid';
export * from './ChipList';
export * from './ListPage';
export * from './ResponsiveTable';
export * from './RowActions';
