// Layout of the auth pages: the form beside an illustration; signed-in people are sent away by the guard.
import { Box, Container, Grid, Paper } from '@mui/material';
import { Outlet } from 'react-router';
import { AuthIllustration } from '../../features/auth';
import { PageFrame } from './MainLayout';

export function AuthLayout() {
  return (
    <PageFrame banner={false}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={4} alignItems="center">
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Box sx={{ maxWidth: 480, mx: 'auto' }}>
              <AuthIllustration />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper
              variant="outlined"
              sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, maxWidth: 520, mx: 'auto' }}
            >
              <Outlet />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </PageFrame>
  );
}
