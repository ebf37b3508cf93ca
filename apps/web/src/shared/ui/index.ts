// The app's UI kit on top of MUI.
export * from './DateField';
export * from './EmptyState';
export * from './FullScreenSpinner';
export * from './Logo';
export * from './NavLink';
export * from './Notification';
export * from './SkipLink';
export * from './theme';
export * from './UserAvatar';
