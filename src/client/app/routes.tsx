import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import DashboardScreen from '../screens/dashboard/DashboardScreen';
import { ErrorBoundary } from '../screens/system/ErrorBoundary';
import NotFoundScreen from '../screens/system/NotFoundScreen';
import { RequireSignIn } from './RequireSignIn';

const AccountScreen = lazy(() => import('../screens/account/AccountScreen'));
const SignInScreen = lazy(() => import('../screens/auth/SignInScreen'));
const SignUpScreen = lazy(() => import('../screens/auth/SignUpScreen'));
const ForgotPasswordScreen = lazy(() => import('../screens/auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../screens/auth/ResetPasswordScreen'));
const BuilderScreen = lazy(() => import('../screens/builder/BuilderScreen'));
const PreviewScreen = lazy(() => import('../screens/preview/PreviewScreen'));
const LeadInboxScreen = lazy(() => import('../screens/leads/LeadInboxScreen'));
const AvatarsScreen = lazy(() => import('../screens/hub/avatars/AvatarsScreen'));
const ContentLibraryScreen = lazy(() => import('../screens/hub/content/ContentLibraryScreen'));
const HubScreen = lazy(() => import('../screens/hub/home/HubScreen'));
const StoriesScreen = lazy(() => import('../screens/hub/stories/StoriesScreen'));
const OffersScreen = lazy(() => import('../screens/hub/offers/OffersScreen'));
const FilesScreen = lazy(() => import('../screens/hub/files/FilesScreen'));
const StorytellingScreen = lazy(() => import('../screens/hub/storytelling/StorytellingScreen'));
const BrandScreen = lazy(() => import('../screens/hub/brand/BrandScreen'));
const AnalyticsScreen = lazy(() => import('../screens/hub/analytics/AnalyticsScreen'));
const JourneyScreen = lazy(() => import('../screens/hub/journeys/JourneyScreen'));
const CoachScreen = lazy(() => import('../screens/hub/coach/CoachScreen'));

function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      {text}
    </p>
  );
}

/** A coach-only screen, loaded when first opened. */
function Lazy({ children, text }: { children: ReactNode; text?: string }) {
  return (
    <RequireSignIn>
      <Suspense fallback={<Loading text={text} />}>{children}</Suspense>
    </RequireSignIn>
  );
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Routes>
        {['/', '/dashboard'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireSignIn>
                <DashboardScreen />
              </RequireSignIn>
            }
          />
        ))}
        <Route
          path="/signin"
          element={
            <Suspense fallback={<Loading />}>
              <SignInScreen />
            </Suspense>
          }
        />
        <Route
          path="/signup"
          element={
            <Suspense fallback={<Loading />}>
              <SignUpScreen />
            </Suspense>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <Suspense fallback={<Loading />}>
              <ForgotPasswordScreen />
            </Suspense>
          }
        />
        <Route
          path="/reset-password"
          element={
            <Suspense fallback={<Loading />}>
              <ResetPasswordScreen />
            </Suspense>
          }
        />
        {['/builder', '/builder/:websiteId'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Lazy text="Loading website builder...">
                <BuilderScreen />
              </Lazy>
            }
          />
        ))}
        {['/preview', '/preview/:websiteId'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Lazy text="Loading website preview...">
                <PreviewScreen />
              </Lazy>
            }
          />
        ))}
        <Route
          path="/account"
          element={
            <Lazy>
              <AccountScreen />
            </Lazy>
          }
        />
        <Route
          path="/leads"
          element={
            <Lazy text="Loading your leads...">
              <LeadInboxScreen />
            </Lazy>
          }
        />
        <Route
          path="/hub"
          element={
            <Lazy>
              <HubScreen />
            </Lazy>
          }
        />
        <Route
          path="/story-memory-bank"
          element={
            <Lazy>
              <StoriesScreen />
            </Lazy>
          }
        />
        <Route
          path="/my-offers"
          element={
            <Lazy>
              <OffersScreen />
            </Lazy>
          }
        />
        <Route
          path="/brand-assets"
          element={
            <Lazy>
              <BrandScreen />
            </Lazy>
          }
        />
        <Route
          path="/storytelling"
          element={
            <Lazy>
              <StorytellingScreen />
            </Lazy>
          }
        />
        <Route
          path="/personal-storage"
          element={
            <Lazy>
              <FilesScreen />
            </Lazy>
          }
        />
        <Route
          path="/customer-avatars"
          element={
            <Lazy>
              <AvatarsScreen />
            </Lazy>
          }
        />
        <Route
          path="/content-library"
          element={
            <Lazy>
              <ContentLibraryScreen />
            </Lazy>
          }
        />
        <Route
          path="/content-analytics"
          element={
            <Lazy>
              <AnalyticsScreen />
            </Lazy>
          }
        />
        <Route
          path="/business-coach"
          element={
            <Lazy>
              <CoachScreen />
            </Lazy>
          }
        />
        <Route
          path="/customer-journey"
          element={
            <Lazy>
              <JourneyScreen />
            </Lazy>
          }
        />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </ErrorBoundary>
  );
}
