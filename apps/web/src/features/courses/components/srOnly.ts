// Styles of text that screen readers read but that is not drawn (sizes in px: in sx, 1 would mean 100%).
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
