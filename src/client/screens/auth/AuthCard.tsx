import type { ReactNode } from 'react';
import { Card } from '../../ui/card';

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 to-slate-100 p-4">
      <Card className="w-full max-w-md p-8">
        <p className="mb-6 flex items-center gap-2 font-semibold text-primary">
          <img src="/favicon.svg" alt="" className="size-7" /> Coachsite
        </p>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mb-6 mt-1 text-sm text-slate-600">{subtitle}</p>
        {children}
      </Card>
    </main>
  );
}
