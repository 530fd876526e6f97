import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** The centred card the sign-in, verify and recovery screens share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Card sx={{ maxWidth: 460, mx: 'auto', borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography align="center" color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
