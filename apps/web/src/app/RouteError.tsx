// The router's error screen: our 500 page instead of 'Unexpected Application Error!', 404 for unknown loads.
import { Box, Container } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { Logo, mainContentId } from '../shared/ui';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  // No top bar here: it may be what failed. A plain header keeps the page recognisable.
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container maxWidth="lg" sx={{ py: 2 }}>
        <Box
          component="a"
          href="/"
          sx={{ display: 'inline-flex', color: 'text.primary', textDecoration: 'none' }}
        >
          <Logo />
        </Box>
      </Container>
      <Box component="main" id={mainContentId}>
        {notFound ? <NotFoundPage /> : <ServerErrorPage />}
      </Box>
    </Box>
  );
}
